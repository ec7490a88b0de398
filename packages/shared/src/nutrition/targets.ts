import { MIFFLIN_SEX_CONSTANT, mifflinStJeor } from '../calculator.ts';
import { KCAL_PER_GRAM } from './nutrients.ts';

/**
 * Daily targets suggested from her profile: resting energy by Mifflin–St Jeor (Mifflin et
 * al., Am J Clin Nutr 1990;51:241–7), times a physical-activity factor, plus or minus the
 * goal's change; protein by body weight, fat as a share of energy, carbohydrate the rest,
 * fibre by energy (14 g per 1,000 kcal, US Institute of Medicine DRI 2005). The
 * nutritionist accepts or overrides every figure.
 */
export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'veryActive'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const ACTIVITY_FACTORS: Record<ActivityLevel, { factor: number; label: string }> = {
  sedentary: { factor: 1.2, label: 'Sedentary (desk work, little exercise)' },
  light: { factor: 1.375, label: 'Lightly active (exercise 1–3 days a week)' },
  moderate: { factor: 1.55, label: 'Moderately active (exercise 3–5 days a week)' },
  active: { factor: 1.725, label: 'Very active (hard exercise 6–7 days a week)' },
  veryActive: { factor: 1.9, label: 'Extra active (physical job or training twice a day)' },
};

export const TARGET_GOALS = ['lose', 'keep', 'gain'] as const;
export type TargetGoal = (typeof TARGET_GOALS)[number];

export const TARGET_GOAL_INFO: Record<TargetGoal, { kcal: number; label: string }> = {
  lose: { kcal: -500, label: 'Lose weight (about 0.5 kg a week)' },
  keep: { kcal: 0, label: 'Keep weight' },
  gain: { kcal: 300, label: 'Gain weight' },
};

/** Protein per kg of body weight, fat's share of energy, fibre per 1,000 kcal. */
export const TARGET_RULES = { proteinPerKg: 1, fatShare: 0.25, fibrePer1000Kcal: 14 } as const;
/** A suggestion never goes below these daily energies (the usual safe floors). */
export const KCAL_FLOOR = { female: 1200, male: 1500 } as const;

export interface TargetBasis {
  weightKg: number;
  heightCm: number;
  age: number;
  /** 'Other' uses the mean of the two sex constants. */
  gender: 'Male' | 'Female' | 'Other';
}

export interface SuggestedTargets {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fibre: number;
  bmr: number;
  /** Each step as a person checks it, e.g. "BMR = 10 × 62 kg + 6.25 × 160 cm − 5 × 29 − 161 = 1,334 kcal". */
  steps: string[];
}

const SEX_CONSTANT = {
  Male: MIFFLIN_SEX_CONSTANT.male,
  Female: MIFFLIN_SEX_CONSTANT.female,
  Other: (MIFFLIN_SEX_CONSTANT.male + MIFFLIN_SEX_CONSTANT.female) / 2,
} as const;
const n = (value: number) => Math.round(value).toLocaleString('en-IN');

export function suggestTargets(
  basis: TargetBasis,
  activity: ActivityLevel,
  goal: TargetGoal,
): SuggestedTargets {
  const { weightKg, heightCm, age, gender } = basis;
  const sex = SEX_CONSTANT[gender];
  const bmr = mifflinStJeor(basis, sex);
  const factor = ACTIVITY_FACTORS[activity].factor;
  const change = TARGET_GOAL_INFO[goal].kcal;
  const floor = gender === 'Male' ? KCAL_FLOOR.male : KCAL_FLOOR.female;
  const kcal = Math.max(floor, Math.round((bmr * factor + change) / 10) * 10);
  const protein = Math.round(weightKg * TARGET_RULES.proteinPerKg);
  const fat = Math.round((kcal * TARGET_RULES.fatShare) / KCAL_PER_GRAM.fat);
  const carbs = Math.max(
    0,
    Math.round(
      (kcal - protein * KCAL_PER_GRAM.protein - fat * KCAL_PER_GRAM.fat) / KCAL_PER_GRAM.carbs,
    ),
  );
  const fibre = Math.round((kcal / 1000) * TARGET_RULES.fibrePer1000Kcal);
  const sign = sex >= 0 ? `+ ${sex}` : `− ${-sex}`;
  const steps = [
    `BMR (Mifflin–St Jeor) = 10 × ${weightKg} kg + 6.25 × ${heightCm} cm − 5 × ${age} y ${sign} = ${n(bmr)} kcal`,
    `× ${factor} for activity = ${n(bmr * factor)} kcal`,
    change === 0
      ? 'Goal: keep weight, no change'
      : `${change > 0 ? '+' : '−'} ${n(Math.abs(change))} kcal for the goal`,
    ...(kcal === floor && bmr * factor + change < floor
      ? [`Raised to the ${n(floor)} kcal floor`]
      : []),
    `Protein ${TARGET_RULES.proteinPerKg} g × ${weightKg} kg = ${protein} g; fat ${TARGET_RULES.fatShare * 100}% of energy = ${fat} g; carbohydrate the rest = ${carbs} g; fibre ${TARGET_RULES.fibrePer1000Kcal} g per 1,000 kcal = ${fibre} g`,
  ];
  return { kcal, protein, carbs, fat, fibre, bmr: Math.round(bmr), steps };
}
