import type { IntakeAnswers, IntakeQuestion, IntakeSection } from '@nourishwell/shared';

interface DemoForm {
  title: string;
  intro: string;
  consentStatement: string;
  sections: IntakeSection[];
}

/**
 * The demo practice's two intake forms (issue 35) and what Meera answered to the first.
 * Questions that match an assessment field name it, so her nutritionist's assessment is
 * prefilled from her answers.
 */

const CONSENT =
  'I confirm that these answers are true to the best of my knowledge. I agree that NourishWell and my nutritionist may keep them in my health record and use them to plan my care. I will tell my nutritionist if anything changes.';

const q = (
  id: string,
  kind: IntakeQuestion['kind'],
  label: string,
  extra: Partial<IntakeQuestion> = {},
): IntakeQuestion => ({ id, kind, label, required: false, ...extra });

export const newClientIntake: DemoForm = {
  title: 'New client intake',
  intro:
    'Tell us about your health, food and routine before your first session. It takes about 15 minutes; you can save and finish later.',
  consentStatement: CONSENT,
  sections: [
    {
      id: 's-body',
      title: 'About you',
      questions: [
        q('height', 'number', 'Height', {
          unit: 'cm',
          min: 100,
          max: 230,
          required: true,
          assessmentField: 'height',
        }),
        q('weight', 'number', 'Weight', {
          unit: 'kg',
          min: 25,
          max: 250,
          required: true,
          assessmentField: 'weight',
        }),
        q('waist', 'number', 'Waist', {
          unit: 'cm',
          min: 40,
          max: 200,
          help: 'Measure at your navel, breathing out.',
          assessmentField: 'waist',
        }),
        q('concerns', 'longText', 'What would you like help with?', {
          required: true,
          assessmentField: 'currentIssues',
        }),
      ],
    },
    {
      id: 's-medical',
      title: 'Medical history',
      questions: [
        q('conditions', 'multipleChoice', 'Have you been diagnosed with any of these?', {
          options: [
            'PCOS / PCOD',
            'Thyroid',
            'Diabetes or prediabetes',
            'High blood pressure',
            'High cholesterol',
            'None of these',
          ],
          required: true,
        }),
        q('history', 'longText', 'Other illnesses, surgeries or hospital stays', {
          assessmentField: 'medicalHistory',
        }),
        q('allergies', 'shortText', 'Food allergies or intolerances', {
          assessmentField: 'allergies',
        }),
        q('bloodReport', 'file', 'Upload your latest blood report (optional)', {
          help: 'A PDF, or a photo of each page.',
        }),
      ],
    },
    {
      id: 's-medications',
      title: 'Medications and supplements',
      questions: [
        q('medications', 'longText', 'Medicines you take, with the dose', {
          help: 'For example: Metformin 500 mg twice a day.',
          assessmentField: 'medications',
        }),
        q('supplements', 'shortText', 'Vitamins or supplements', {
          assessmentField: 'supplements',
        }),
      ],
    },
    {
      id: 's-menstrual',
      title: 'Menstrual history',
      questions: [
        q('lastPeriod', 'date', 'First day of your last period'),
        q('cycle', 'singleChoice', 'How regular are your periods?', {
          options: [
            'Regular (every 21–35 days)',
            'Irregular',
            'Very irregular or absent',
            'Not applicable',
          ],
        }),
        q(
          'menstrual',
          'longText',
          'Anything else about your cycle (pain, heavy flow, acne, hair growth)?',
          { assessmentField: 'menstrualHealth' },
        ),
      ],
    },
    {
      id: 's-family',
      title: 'Family history',
      questions: [
        q('family', 'multipleChoice', 'Do your parents or siblings have any of these?', {
          options: ['Diabetes', 'Heart disease', 'Thyroid', 'PCOS', 'None of these'],
        }),
      ],
    },
    {
      id: 's-diet',
      title: 'Diet recall',
      questions: [
        q('foodPref', 'singleChoice', 'How do you eat?', {
          options: ['Veg', 'Non-Veg', 'Vegan', 'Egg'],
          required: true,
          assessmentField: 'foodPref',
        }),
        q('dietRecall', 'longText', 'What did you eat and drink yesterday, from waking to bed?', {
          help: 'Include tea, snacks and drinks, and roughly how much.',
          required: true,
          assessmentField: 'dietRecall',
        }),
        q('water', 'shortText', 'How much water do you drink a day?', {
          assessmentField: 'waterIntake',
        }),
      ],
    },
    {
      id: 's-activity',
      title: 'Activity',
      questions: [
        q('activity', 'longText', 'Your work and exercise in a usual week', {
          assessmentField: 'activity',
        }),
        q('steps', 'number', 'Steps a day, if you track them', {
          unit: 'steps',
          min: 0,
          max: 60000,
        }),
      ],
    },
    {
      id: 's-sleep',
      title: 'Sleep and stress',
      questions: [
        q('sleep', 'shortText', 'How long and how well do you sleep?', {
          assessmentField: 'sleep',
        }),
        q('stress', 'scale', 'How stressed have you felt this month?', {
          min: 1,
          max: 5,
          help: '1 is calm, 5 is very stressed.',
        }),
        q('habits', 'shortText', 'Smoking, alcohol or late-night snacking?', {
          assessmentField: 'habits',
        }),
      ],
    },
    {
      id: 's-goals',
      title: 'Goals',
      questions: [
        q('goal', 'longText', 'What would you like to change in the next three months?', {
          required: true,
        }),
        q('ready', 'yesNo', 'Can you cook most of your own meals?'),
      ],
    },
  ],
};

export const weeklyCheckIn: DemoForm = {
  title: 'Weekly check-in',
  intro: 'Five quick questions about your week, so your plan can keep up with you.',
  consentStatement:
    'I confirm these answers are true and agree my nutritionist may use them in my plan.',
  sections: [
    {
      id: 's-week',
      title: 'This week',
      questions: [
        q('weight', 'number', 'Weight this morning', {
          unit: 'kg',
          min: 25,
          max: 250,
          required: true,
        }),
        q('adherence', 'scale', 'How closely did you follow your plan?', {
          min: 1,
          max: 5,
          required: true,
        }),
        q('cravings', 'yesNo', 'Did you have strong sugar cravings?'),
        q('sleepWeek', 'shortText', 'How did you sleep?'),
        q('notes', 'longText', 'Anything you want to tell your nutritionist?'),
      ],
    },
  ],
};

/** Meera's signed intake: PCOS with irregular cycles, vegetarian, a desk job. */
export const meeraIntakeAnswers: IntakeAnswers = {
  height: 162,
  weight: 72.4,
  waist: 86,
  concerns: 'Irregular periods, weight gain around the middle and sugar cravings in the evening.',
  conditions: ['PCOS / PCOD'],
  history: 'PCOS diagnosed in 2021. No surgeries.',
  allergies: 'None',
  medications: 'Metformin 500 mg twice a day',
  supplements: 'Vitamin D3 60,000 IU once a week',
  cycle: 'Irregular',
  menstrual: 'Cycles of 35 to 45 days, mild cramps, some acne on the chin.',
  family: ['Diabetes', 'Thyroid'],
  foodPref: 'Veg',
  dietRecall:
    'Tea with two biscuits at 7; idli with sambar at 9; rice, dal and beans poriyal at 1:30; tea and namkeen at 5; two chapatis with paneer sabzi at 9:30.',
  water: 'About 1.5 litres',
  activity: 'Desk job, 9 to 6. Walks on weekends.',
  steps: 4500,
  sleep: '6 to 7 hours, often after midnight',
  stress: 4,
  habits: 'Evening snacking',
  goal: 'Regular periods, lose 5 kg, stop the evening cravings.',
  ready: true,
};
