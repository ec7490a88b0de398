import { z } from 'zod';
import { LIMITS } from './constants.ts';

/** BMI bands; the number is the blog article about that band (/blogs/{n}). */
export const BMI_BANDS = [
  { article: 1, label: 'Severe Underweight', below: 16 },
  { article: 2, label: 'Mild Underweight', below: 18.5 },
  { article: 3, label: 'Normal', below: 25 },
  { article: 4, label: 'Overweight', below: 30 },
  { article: 5, label: 'Obese', below: 40 },
  { article: 6, label: 'Severe Obese', below: Number.POSITIVE_INFINITY },
] as const;
export type BmiBand = (typeof BMI_BANDS)[number];

export type Sex = 'male' | 'female';

/**
 * The calculator's form (/calculator): which number to work out and what was typed. The
 * ranges are checked by `calculateBmi` / `calculateBmr`, in the order their messages are
 * given.
 */
export const calculatorInputSchema = z.object({
  mode: z.enum(['bmi', 'bmr']),
  age: z.coerce.number<string>(),
  sex: z.enum(['male', 'female']),
  heightCm: z.coerce.number<string>(),
  weightKg: z.coerce.number<string>(),
});
export type CalculatorInput = z.output<typeof calculatorInputSchema>;

export type CalculatorResult<T> = { ok: true; value: T } | { ok: false; error: string };

export const calculatorMessages = {
  age: `Please enter an age between ${LIMITS.age.min} and ${LIMITS.age.max} years.`,
  height: `Please enter a height between ${LIMITS.heightCm.min} and ${LIMITS.heightCm.max} cm.`,
  weight: `Please enter a weight between ${LIMITS.weightKg.min} and ${LIMITS.weightKg.max} kg.`,
  sex: 'Please choose male or female.',
} as const;

const within = (value: number, range: { min: number; max: number }) =>
  Number.isFinite(value) && value >= range.min && value <= range.max;

/** The band a BMI falls in: each band runs up to, not including, its `below`. */
export function bmiBand(bmi: number): BmiBand {
  return BMI_BANDS.find((band) => bmi < band.below) ?? BMI_BANDS[5];
}

/**
 * BMI = weight (kg) / height (m)², rounded to one decimal for display, within the ranges of
 * docs/product.md, "Calculator ranges".
 */
export function calculateBmi(input: { heightCm: number; weightKg: number }): CalculatorResult<{
  bmi: number;
  band: BmiBand;
}> {
  if (!within(input.heightCm, LIMITS.heightCm))
    return { ok: false, error: calculatorMessages.height };
  if (!within(input.weightKg, LIMITS.weightKg))
    return { ok: false, error: calculatorMessages.weight };
  const metres = input.heightCm / 100;
  // The band is read from the one-decimal value people see, so the number shown and
  // its band never disagree (24.96 shows as 25.0, Overweight).
  const bmi = Math.round((input.weightKg / (metres * metres)) * 10) / 10;
  return { ok: true, value: { bmi, band: bmiBand(bmi) } };
}

/** The equation's last term by sex; targets use the mean of the two for 'Other'. */
export const MIFFLIN_SEX_CONSTANT = { male: 5, female: -161 } as const;

/** Mifflin–St Jeor, unrounded and unchecked: the one place the equation is written. */
export function mifflinStJeor(
  input: { weightKg: number; heightCm: number; age: number },
  sexConstant: number,
): number {
  return 10 * input.weightKg + 6.25 * input.heightCm - 5 * input.age + sexConstant;
}

/**
 * Basal metabolic rate by the Mifflin–St Jeor equation (Mifflin et al., Am J Clin Nutr
 * 1990;51:241–7): 10·kg + 6.25·cm − 5·years, +5 for men, −161 for women; kcal/day.
 */
export function calculateBmr(input: {
  age: number;
  sex: Sex;
  heightCm: number;
  weightKg: number;
}): CalculatorResult<number> {
  if (!within(input.age, LIMITS.age)) return { ok: false, error: calculatorMessages.age };
  if (!within(input.heightCm, LIMITS.heightCm))
    return { ok: false, error: calculatorMessages.height };
  if (!within(input.weightKg, LIMITS.weightKg))
    return { ok: false, error: calculatorMessages.weight };
  if (input.sex !== 'male' && input.sex !== 'female')
    return { ok: false, error: calculatorMessages.sex };
  return {
    ok: true,
    value: Math.round(mifflinStJeor(input, MIFFLIN_SEX_CONSTANT[input.sex])),
  };
}
