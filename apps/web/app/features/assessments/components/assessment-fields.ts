import { FOOD_PREFERENCES, LIMITS, type AssessmentFields } from '@nourishwell/shared';

export type AssessmentKey = keyof AssessmentFields;

export type FieldSpec =
  | { key: AssessmentKey; label: string; kind: 'number'; unit: string; min: number; max: number }
  | { key: AssessmentKey; label: string; kind: 'text' | 'long'; placeholder?: string }
  | { key: AssessmentKey; label: string; kind: 'choice'; options: readonly string[] };

/**
 * The Client Assessment's five sections with every field of the assessment, units where they
 * have one.
 */
export const assessmentSections: ReadonlyArray<{ title: string; fields: FieldSpec[] }> = [
  {
    title: 'Anthropometric',
    fields: [
      { key: 'height', label: 'Height', kind: 'number', unit: 'cm', ...LIMITS.heightCm },
      { key: 'weight', label: 'Weight', kind: 'number', unit: 'kg', ...LIMITS.weightKg },
      { key: 'waist', label: 'Waist', kind: 'number', unit: 'cm', min: 20, max: 300 },
      { key: 'hip', label: 'Hip', kind: 'number', unit: 'cm', min: 20, max: 300 },
      { key: 'bp', label: 'Blood pressure (mmHg)', kind: 'text', placeholder: 'e.g. 120/80' },
    ],
  },
  {
    title: 'Biochemical',
    fields: [
      { key: 'bloodTestDone', label: 'Blood test done', kind: 'choice', options: ['Yes', 'No'] },
      { key: 'fbs', label: 'FBS, fasting blood sugar (mg/dL)', kind: 'text' },
      { key: 'ppbs', label: 'PPBS, post-meal blood sugar (mg/dL)', kind: 'text' },
      { key: 'hba1c', label: 'HbA1c (%)', kind: 'text' },
      { key: 'lft', label: 'LFT, liver function', kind: 'text' },
      { key: 'rft', label: 'RFT, kidney function', kind: 'text' },
      { key: 'hemogram', label: 'Hemogram', kind: 'text' },
      { key: 'cue', label: 'CUE, urine examination', kind: 'text' },
      { key: 'lipid_profile', label: 'Lipid profile', kind: 'text' },
      { key: 'calcium', label: 'Calcium (mg/dL)', kind: 'text' },
      { key: 'vit_d', label: 'Vitamin D (ng/mL)', kind: 'text' },
      { key: 'b12', label: 'Vitamin B12 (pg/mL)', kind: 'text' },
      { key: 'thyroid', label: 'Thyroid (TSH, T3, T4)', kind: 'text' },
      { key: 'electrolytes', label: 'Electrolytes', kind: 'text' },
      { key: 'uric_acid', label: 'Uric acid (mg/dL)', kind: 'text' },
      { key: 'deficiencies', label: 'Deficiencies', kind: 'long' },
    ],
  },
  {
    title: 'Clinical',
    fields: [
      { key: 'currentIssues', label: 'Current issues', kind: 'long' },
      { key: 'medicalHistory', label: 'Medical history', kind: 'long' },
      { key: 'medications', label: 'Medications', kind: 'long' },
      { key: 'supplements', label: 'Supplements', kind: 'long' },
      { key: 'allergies', label: 'Allergies', kind: 'long' },
      { key: 'menstrualHealth', label: 'Menstrual health', kind: 'long' },
    ],
  },
  {
    title: 'Dietary',
    fields: [
      { key: 'foodPref', label: 'Food preference', kind: 'choice', options: FOOD_PREFERENCES },
      { key: 'dietRecall', label: '24-hour diet recall', kind: 'long' },
      { key: 'waterIntake', label: 'Water intake (litres a day)', kind: 'text' },
    ],
  },
  {
    title: 'Lifestyle',
    fields: [
      { key: 'sleep', label: 'Sleep', kind: 'text', placeholder: 'hours and quality' },
      { key: 'activity', label: 'Physical activity', kind: 'long' },
      { key: 'habits', label: 'Habits (smoking, alcohol, screen time…)', kind: 'long' },
    ],
  },
];

export const assessmentKeys: AssessmentKey[] = assessmentSections.flatMap((s) =>
  s.fields.map((f) => f.key),
);
