import {
  FOOD_PREFERENCES,
  LIMITS,
  type AssessmentFields,
  type MessageKey,
} from '@nourishwell/shared';

export type AssessmentKey = keyof AssessmentFields;

/** A field's label and placeholder are keys of their texts in the catalogue. */
export type FieldSpec =
  | { key: AssessmentKey; label: MessageKey; kind: 'number'; min: number; max: number }
  | { key: AssessmentKey; label: MessageKey; kind: 'text' | 'long'; placeholder?: MessageKey }
  | {
      key: AssessmentKey;
      label: MessageKey;
      kind: 'choice';
      options: readonly string[];
      /** The words shown for an option the API takes as an English value, if not itself. */
      optionLabels?: Readonly<Record<string, MessageKey>>;
    };

/**
 * The Client Assessment's five sections with every field of the assessment, units where they
 * have one (in the label). `title` is the section's name in the spec, which the form tells
 * the sections apart by; `heading` the key of what the form shows.
 */
export const assessmentSections: ReadonlyArray<{
  title: string;
  heading: MessageKey;
  fields: FieldSpec[];
}> = [
  {
    title: 'Anthropometric',
    heading: 'assessment.section.anthropometric',
    fields: [
      { key: 'height', label: 'assessment.height', kind: 'number', ...LIMITS.heightCm },
      { key: 'weight', label: 'assessment.weight', kind: 'number', ...LIMITS.weightKg },
      { key: 'waist', label: 'assessment.waist', kind: 'number', min: 20, max: 300 },
      { key: 'hip', label: 'assessment.hip', kind: 'number', min: 20, max: 300 },
      { key: 'bp', label: 'assessment.bp', kind: 'text', placeholder: 'assessment.bpExample' },
    ],
  },
  {
    title: 'Biochemical',
    heading: 'assessment.section.biochemical',
    fields: [
      {
        key: 'bloodTestDone',
        label: 'assessment.bloodTestDone',
        kind: 'choice',
        options: ['Yes', 'No'],
        optionLabels: { Yes: 'assessment.yes', No: 'assessment.no' },
      },
      { key: 'fbs', label: 'assessment.fbs', kind: 'text' },
      { key: 'ppbs', label: 'assessment.ppbs', kind: 'text' },
      { key: 'hba1c', label: 'assessment.hba1c', kind: 'text' },
      { key: 'lft', label: 'assessment.lft', kind: 'text' },
      { key: 'rft', label: 'assessment.rft', kind: 'text' },
      { key: 'hemogram', label: 'assessment.hemogram', kind: 'text' },
      { key: 'cue', label: 'assessment.cue', kind: 'text' },
      { key: 'lipid_profile', label: 'assessment.lipidProfile', kind: 'text' },
      { key: 'calcium', label: 'assessment.calcium', kind: 'text' },
      { key: 'vit_d', label: 'assessment.vitD', kind: 'text' },
      { key: 'b12', label: 'assessment.b12', kind: 'text' },
      { key: 'thyroid', label: 'assessment.thyroid', kind: 'text' },
      { key: 'electrolytes', label: 'assessment.electrolytes', kind: 'text' },
      { key: 'uric_acid', label: 'assessment.uricAcid', kind: 'text' },
      { key: 'deficiencies', label: 'assessment.deficiencies', kind: 'long' },
    ],
  },
  {
    title: 'Clinical',
    heading: 'assessment.section.clinical',
    fields: [
      { key: 'currentIssues', label: 'assessment.currentIssues', kind: 'long' },
      { key: 'medicalHistory', label: 'assessment.medicalHistory', kind: 'long' },
      { key: 'medications', label: 'assessment.medications', kind: 'long' },
      { key: 'supplements', label: 'assessment.supplements', kind: 'long' },
      { key: 'allergies', label: 'assessment.allergies', kind: 'long' },
      { key: 'menstrualHealth', label: 'assessment.menstrualHealth', kind: 'long' },
    ],
  },
  {
    title: 'Dietary',
    heading: 'assessment.section.dietary',
    fields: [
      {
        key: 'foodPref',
        label: 'assessment.foodPref',
        kind: 'choice',
        options: FOOD_PREFERENCES,
      },
      { key: 'dietRecall', label: 'assessment.dietRecall', kind: 'long' },
      { key: 'waterIntake', label: 'assessment.waterIntake', kind: 'text' },
    ],
  },
  {
    title: 'Lifestyle',
    heading: 'assessment.section.lifestyle',
    fields: [
      {
        key: 'sleep',
        label: 'assessment.sleep',
        kind: 'text',
        placeholder: 'assessment.sleepHint',
      },
      { key: 'activity', label: 'assessment.activity', kind: 'long' },
      { key: 'habits', label: 'assessment.habits', kind: 'long' },
    ],
  },
];

export const assessmentKeys: AssessmentKey[] = assessmentSections.flatMap((s) =>
  s.fields.map((f) => f.key),
);
