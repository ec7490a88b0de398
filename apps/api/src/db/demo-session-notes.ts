/**
 * Issue 35: the demo practice's ADIME templates, Meera's two signed notes (on her two
 * latest completed sessions, oldest first) and her outcome report's summary.
 */
export const demoNoteTemplates = [
  {
    name: 'PCOS follow-up',
    assessment:
      'Cycle since last visit: … Weight and waist against last time. Cravings, sleep, activity.',
    diagnosis: 'Inconsistent carbohydrate intake',
    intervention: 'Protein at each meal; low-GI carbohydrates; 30 minutes of walking a day.',
    monitoring: 'Weight, waist and cycle at the next session; fasting insulin in 3 months.',
  },
  {
    name: 'Diabetes follow-up',
    assessment: 'Fasting and post-meal readings since last visit. HbA1c if new. Hypos: …',
    diagnosis: 'Inconsistent carbohydrate intake',
    intervention: 'Carbohydrate portions per meal; plate method; timing with medication.',
    monitoring: 'Glucose log, weight; HbA1c every 3 months.',
  },
];

export const demoMeeraNotes = [
  {
    assessment:
      'Weight down about 1 kg since she joined. Breakfast mostly biscuits and tea; long gaps before lunch.',
    diagnoses: [
      {
        problem: 'Inconsistent carbohydrate intake',
        etiology: 'skipped breakfasts and long gaps between meals',
        signs: 'mid-afternoon cravings, reported fatigue',
      },
      {
        problem: 'Inadequate protein intake',
        etiology: 'vegetarian meals built around rice and wheat',
        signs: 'about 40 g protein a day in her journal',
      },
    ],
    intervention: 'Protein-first breakfast (besan chilla or curd with seeds); a mid-morning snack.',
    monitoring: 'Journal breakfasts for two weeks; weight and waist next session.',
    summary: 'PCOS follow-up: protein-first breakfast started, snacks planned.',
  },
  {
    assessment:
      'Breakfast logged most days. Weight down a further 0.5 kg; waist 1 cm less. Cravings fewer.',
    diagnoses: [
      {
        problem: 'Inadequate fibre intake',
        etiology: 'few vegetables at dinner',
        signs: 'about 15 g fibre a day in her journal',
      },
    ],
    intervention: 'Half the dinner plate vegetables; a fruit at 4 pm; 30-minute evening walk.',
    monitoring: 'Fibre and walks in the journal; fasting glucose and insulin before next month.',
    summary: 'PCOS follow-up: breakfast habit holding; fibre and walks next.',
  },
];

export const demoMeeraReportSummary =
  'Over these three months Meera moved to a protein-first breakfast and regular snacks. Her weight and waist came down steadily and cravings eased. Next: more fibre at dinner and a daily walk; fasting insulin to be repeated.';
