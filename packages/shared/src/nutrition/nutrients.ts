/**
 * Nutrient arithmetic shared by the server (which computes every total it answers) and the
 * meal-plan builder (which shows live totals while she edits). Values are per 100 g of
 * edible portion, as IFCT 2017 gives them.
 */

/** The energy and macronutrients every total shows. */
export const MACRO_KEYS = ['kcal', 'protein', 'carbs', 'fat', 'fibre'] as const;
/** The micronutrients shown per day in the builder's details panel. */
export const MICRO_KEYS = ['iron', 'calcium', 'vitaminC', 'folate'] as const;
export const NUTRIENT_KEYS = [...MACRO_KEYS, ...MICRO_KEYS] as const;

export type MacroKey = (typeof MACRO_KEYS)[number];
export type MicroKey = (typeof MICRO_KEYS)[number];
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];
export type Macros = Record<MacroKey, number>;
export type Nutrients = Record<NutrientKey, number>;

export const NUTRIENT_INFO: Record<NutrientKey, { label: string; unit: string }> = {
  kcal: { label: 'Energy', unit: 'kcal' },
  protein: { label: 'Protein', unit: 'g' },
  carbs: { label: 'Carbohydrate', unit: 'g' },
  fat: { label: 'Fat', unit: 'g' },
  fibre: { label: 'Fibre', unit: 'g' },
  iron: { label: 'Iron', unit: 'mg' },
  calcium: { label: 'Calcium', unit: 'mg' },
  vitaminC: { label: 'Vitamin C', unit: 'mg' },
  folate: { label: 'Folate', unit: 'µg' },
};

/** 1 kcal = 4.184 kJ (the thermochemical calorie; IFCT 2017 reports energy in kJ). */
export const KJ_PER_KCAL = 4.184;
/** Atwater factors: energy per gram of protein, carbohydrate and fat. */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

export const zeroNutrients = (): Nutrients => ({
  kcal: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  fibre: 0,
  iron: 0,
  calcium: 0,
  vitaminC: 0,
  folate: 0,
});

/** The nutrients in `grams` of a food whose per-100 g values are `per100g`. */
export function nutrientsIn(per100g: Nutrients, grams: number): Nutrients {
  const out = zeroNutrients();
  for (const key of NUTRIENT_KEYS) out[key] = (per100g[key] * grams) / 100;
  return out;
}

export function addNutrients(into: Nutrients, more: Nutrients): Nutrients {
  for (const key of NUTRIENT_KEYS) into[key] += more[key];
  return into;
}

export function sumNutrients(parts: readonly Nutrients[]): Nutrients {
  return parts.reduce(addNutrients, zeroNutrients());
}

export function scaleNutrients(values: Nutrients, factor: number): Nutrients {
  const out = zeroNutrients();
  for (const key of NUTRIENT_KEYS) out[key] = values[key] * factor;
  return out;
}

/**
 * What a person reads: energy to the whole kcal, grams and milligrams to one decimal,
 * folate to the whole µg. Totals are summed unrounded and rounded once, here.
 */
export function roundNutrients<T extends Partial<Nutrients>>(values: T): T {
  const out = { ...values };
  for (const key of Object.keys(out) as NutrientKey[]) {
    const value = out[key] as number;
    out[key] = (key === 'kcal' || key === 'folate' ? Math.round(value) : round1(value)) as never;
  }
  return out;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Values per 100 g as answered, to two decimals: what a builder multiplies by grams, so
 * its live totals match the server's (which sums the unrounded values) to the whole kcal.
 * Rounding per 100 g to the whole kcal would drift by up to 2.5 kcal on a 500 g item.
 */
export function per100gAnswer(values: Nutrients): Nutrients {
  const out = zeroNutrients();
  for (const key of NUTRIENT_KEYS) out[key] = Math.round(values[key] * 100) / 100;
  return out;
}

export function macrosOf(values: Nutrients): Macros {
  return {
    kcal: values.kcal,
    protein: values.protein,
    carbs: values.carbs,
    fat: values.fat,
    fibre: values.fibre,
  };
}

/** The share of energy a macronutrient's grams give, in percent (0 when there is no energy). */
export function energyShare(grams: number, key: 'protein' | 'carbs' | 'fat', kcal: number) {
  return kcal > 0 ? Math.round(((grams * KCAL_PER_GRAM[key]) / kcal) * 100) : 0;
}
