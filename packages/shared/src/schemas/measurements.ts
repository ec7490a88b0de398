import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { storableReal } from './common.ts';
import { isoDateSchema } from './journal.ts';

/** Dated weigh-ins and body measurements (issue 16), on any date, not only weeks 1–4. */
export const MEASUREMENT_LIMITS = {
  weightKg: LIMITS.weightKg,
  waistCm: { min: 30, max: 250 },
  hipCm: { min: 30, max: 250 },
  bodyFatPct: { min: 2, max: 75 },
} as const;

const { weightKg, waistCm, hipCm, bodyFatPct } = MEASUREMENT_LIMITS;
export const measurementMessages = {
  weightRange: `Please enter a weight between ${weightKg.min} and ${weightKg.max} kg.`,
  waistRange: `Please enter a waist between ${waistCm.min} and ${waistCm.max} cm.`,
  hipRange: `Please enter a hip between ${hipCm.min} and ${hipCm.max} cm.`,
  bodyFatRange: `Please enter body fat between ${bodyFatPct.min} and ${bodyFatPct.max} %.`,
  saved: 'Measurement saved',
  deleted: 'Measurement removed',
  notFound: 'Measurement not found',
  loadFailed: 'Could not load measurements. Please try again.',
} as const;

const within = (range: { min: number; max: number }, message: string) =>
  z.coerce
    .number({ error: message })
    .min(range.min, message)
    .max(range.max, message)
    .refine(storableReal, message);
const optional = (range: { min: number; max: number }, message: string) =>
  z.preprocess((value) => (value === '' ? null : value), within(range, message).nullish());

/** POST /api/clients/:clientId/measurements: one date's figures; the same date again replaces it. */
export const measurementInputSchema = z.object({
  date: isoDateSchema,
  weightKg: within(weightKg, measurementMessages.weightRange),
  waistCm: optional(waistCm, measurementMessages.waistRange),
  hipCm: optional(hipCm, measurementMessages.hipRange),
  bodyFatPct: optional(bodyFatPct, measurementMessages.bodyFatRange),
});
export type MeasurementInput = z.input<typeof measurementInputSchema>;

export const measurementSchema = z.object({
  /** null for a spec week entry (POST /client/progress), shown at the date it was saved. */
  id: z.number().int().nullable(),
  date: z.string(),
  weightKg: z.number(),
  waistCm: z.number().nullable(),
  hipCm: z.number().nullable(),
  bodyFatPct: z.number().nullable(),
  /** Where it came from: a dated measurement, or the spec's Week 1–4 dialog. */
  source: z.enum(['measurement', 'week']),
  week: z.number().int().nullable(),
});
export type Measurement = z.infer<typeof measurementSchema>;
