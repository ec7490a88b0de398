import { z } from 'zod';
import { FOOD_PREFERENCES, LIMITS } from '../constants.ts';
import { idSchema, idWithMessage } from './common.ts';

const text = z
  .string()
  .trim()
  .max(
    LIMITS.longTextMaxLength,
    `Please keep each answer under ${LIMITS.longTextMaxLength} characters.`,
  )
  .transform((value) => value || null)
  .nullish();

/** A measurement typed into a form: '' means not measured. */
const measure = (min: number, max: number, label: string) =>
  z
    .union([
      z.literal(''),
      z.coerce
        .number()
        .min(min, `${label} must be between ${min} and ${max}.`)
        .max(max, `${label} must be between ${min} and ${max}.`),
    ])
    .transform((value) => (value === '' ? null : value))
    .nullish();

/** The assessment's fields, in the spec's own names (`lipid_profile`, `vit_d`, …). */
export const assessmentFieldsSchema = z.object({
  height: measure(LIMITS.heightCm.min, LIMITS.heightCm.max, 'Height (cm)'),
  weight: measure(LIMITS.weightKg.min, LIMITS.weightKg.max, 'Weight (kg)'),
  waist: measure(20, 300, 'Waist (cm)'),
  hip: measure(20, 300, 'Hip (cm)'),
  bp: text,
  bloodTestDone: z
    .union([z.literal(''), z.enum(['Yes', 'No'])])
    .transform((v) => v || null)
    .nullish(),
  fbs: text,
  ppbs: text,
  hba1c: text,
  lft: text,
  rft: text,
  hemogram: text,
  cue: text,
  lipid_profile: text,
  calcium: text,
  vit_d: text,
  b12: text,
  thyroid: text,
  electrolytes: text,
  uric_acid: text,
  deficiencies: text,
  medications: text,
  supplements: text,
  allergies: text,
  currentIssues: text,
  medicalHistory: text,
  menstrualHealth: text,
  sleep: text,
  dietRecall: text,
  foodPref: z
    .union([z.literal(''), z.enum(FOOD_PREFERENCES)])
    .transform((v) => v || null)
    .nullish(),
  waterIntake: text,
  habits: text,
  activity: text,
});
export type AssessmentFields = z.output<typeof assessmentFieldsSchema>;

/** POST /nuts/clientassessment: a new version for one of her clients ("a client must be selected"). */
export const assessmentInputSchema = assessmentFieldsSchema.extend({
  clientId: idWithMessage('Please select a client.'),
  nutritionistId: idSchema,
});
export type AssessmentInput = z.input<typeof assessmentInputSchema>;

export const assessmentRecordSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  nutritionistId: z.number().int().nullable(),
  createdAt: z.string(),
  ...Object.fromEntries(
    Object.keys(assessmentFieldsSchema.shape).map((key) => [
      key,
      z.union([z.string(), z.number()]).nullable(),
    ]),
  ),
});
export type AssessmentRecord = z.infer<typeof assessmentRecordSchema> &
  Record<string, string | number | null>;

/** One stored version in a client's assessment history (newest first). */
export const assessmentVersionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  nutritionistId: z.number().int().nullable(),
  nutritionistName: z.string().nullable(),
});
export type AssessmentVersion = z.infer<typeof assessmentVersionSchema>;

/** GET /nuts/clientassessment?id[&version]: the newest version, or the one asked for. */
export const assessmentQuerySchema = z.object({
  id: idSchema,
  version: idSchema.optional(),
});
