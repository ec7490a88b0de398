/**
 * Household measures. A quantity is a number of units; each food says how many grams one
 * of its units weighs. Grams ('g') are always possible. Defaults follow the usual Indian
 * household measures (a katori of about 150 ml, a steel glass of about 250 ml, a level
 * tablespoon 15 ml, teaspoon 5 ml); a food may override them (an egg is a 50 g piece).
 */
export const PORTION_UNITS = [
  'g',
  'katori',
  'cup',
  'glass',
  'tbsp',
  'tsp',
  'piece',
  'roti',
  'idli',
  'dosa',
  'slice',
  'serving',
  // The serving units of the Indian Nutrient Databank's dishes (issue 32).
  'teacup',
  'bowl',
  'plate',
  'paratha',
] as const;
export type PortionUnit = (typeof PORTION_UNITS)[number];

export const PORTION_LABELS: Record<PortionUnit, string> = {
  g: 'g',
  katori: 'katori',
  cup: 'cup',
  glass: 'glass',
  tbsp: 'tbsp',
  tsp: 'tsp',
  piece: 'piece',
  roti: 'roti',
  idli: 'idli',
  dosa: 'dosa',
  slice: 'slice',
  serving: 'serving',
  teacup: 'tea cup',
  bowl: 'bowl',
  plate: 'plate',
  paratha: 'paratha',
};

export interface Portion {
  unit: PortionUnit;
  /** Grams in one unit. */
  grams: number;
}

/** Grams are always a unit of every food. */
export const GRAM_PORTION: Portion = { unit: 'g', grams: 1 };

/**
 * Defaults by IFCT 2017 food group (`grup`). The foods are raw; cooked dishes are recipes
 * with their own serving size, so raw staples get spoon and cup measures, ready-to-eat
 * foods (fruit, milk, curd, eggs) get the measures people serve them in.
 */
export const GROUP_PORTIONS: Record<string, readonly Portion[]> = {
  'Cereals and Millets': [
    { unit: 'tbsp', grams: 10 },
    { unit: 'cup', grams: 150 },
  ],
  'Grain Legumes': [
    { unit: 'tbsp', grams: 12 },
    { unit: 'cup', grams: 180 },
  ],
  'Green Leafy Vegetables': [{ unit: 'cup', grams: 30 }],
  'Other Vegetables': [
    { unit: 'cup', grams: 100 },
    { unit: 'piece', grams: 100 },
  ],
  'Roots and Tubers': [
    { unit: 'cup', grams: 130 },
    { unit: 'piece', grams: 100 },
  ],
  Fruits: [
    { unit: 'piece', grams: 120 },
    { unit: 'cup', grams: 150 },
    { unit: 'katori', grams: 120 },
  ],
  'Milk and Milk Products': [
    { unit: 'glass', grams: 250 },
    { unit: 'cup', grams: 150 },
    { unit: 'katori', grams: 150 },
    { unit: 'tbsp', grams: 15 },
  ],
  'Egg and Egg Products': [{ unit: 'piece', grams: 50 }],
  'Animal Meat': [
    { unit: 'katori', grams: 100 },
    { unit: 'piece', grams: 40 },
  ],
  Poultry: [
    { unit: 'katori', grams: 100 },
    { unit: 'piece', grams: 40 },
  ],
  'Marine Fish': [{ unit: 'piece', grams: 75 }],
  'Fresh Water Fish and Shellfish': [{ unit: 'piece', grams: 75 }],
  'Marine Shellfish': [{ unit: 'katori', grams: 100 }],
  'Marine Mollusks': [{ unit: 'katori', grams: 100 }],
  'Nuts and Oil Seeds': [
    { unit: 'tbsp', grams: 10 },
    { unit: 'tsp', grams: 4 },
  ],
  'Edible Oils and Fats': [
    { unit: 'tsp', grams: 5 },
    { unit: 'tbsp', grams: 15 },
  ],
  Sugars: [
    { unit: 'tsp', grams: 5 },
    { unit: 'tbsp', grams: 15 },
  ],
  'Condiments and Spices': [
    { unit: 'tsp', grams: 3 },
    { unit: 'tbsp', grams: 8 },
  ],
  Mushrooms: [{ unit: 'cup', grams: 70 }],
  'Miscellaneous Foods': [{ unit: 'tbsp', grams: 15 }],
};

/** A food's units: grams first, then its own measures (or its group's). */
export function portionsFor(group: string, own: readonly Portion[] = []): Portion[] {
  const measures = own.length > 0 ? own : (GROUP_PORTIONS[group] ?? []);
  return [GRAM_PORTION, ...measures.filter((p) => p.unit !== 'g')];
}

/** Grams of `quantity` units, or null when the food has no such unit. */
export function gramsOf(portions: readonly Portion[], quantity: number, unit: string) {
  const portion = portions.find((p) => p.unit === unit);
  return portion ? quantity * portion.grams : null;
}

/** How another language writes an amount: its measures' names and its digits (issue 33). */
export interface AmountWriting {
  unitLabel: (unit: string, english: string) => string;
  figure: (value: number) => string;
}

/**
 * How a planned amount reads in a plan, a message or a print: "1 katori dal (150 g)",
 * "2 roti (80 g)" (a food named like its unit is not named twice), "30 g almonds"; in
 * another language, by `writing` ("2 रोटी (80 g)").
 */
export function amountText(
  quantity: number,
  unit: string,
  grams: number,
  name: string,
  writing?: AmountWriting,
) {
  const rounded = Math.round(quantity * 100) / 100;
  const count = writing ? writing.figure(rounded) : String(rounded);
  const g = writing ? writing.figure(Math.round(grams)) : Math.round(grams);
  // Grams typed as grams read as typed: a pinch of 0.5 g is not "1 g", 0.3 g not "0 g".
  if (unit === 'g') return `${count} g ${name}`;
  const english = (PORTION_LABELS as Record<string, string>)[unit] ?? unit;
  const label = writing ? writing.unitLabel(unit, english) : english;
  // A food named like its measure, in either language ("roti", "रोटी"), is named once.
  const named = name.trim().toLowerCase();
  const what = named === english || named === label ? '' : ` ${name}`;
  return `${count} ${label}${what} (${g} g)`;
}
