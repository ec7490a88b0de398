import {
  NUTRIENT_INFO,
  PORTION_LABELS,
  roundNutrients,
  type NutrientKey,
  type Nutrients,
  type Portion,
} from '@nourishwell/shared';

/** "Protein (g)": a nutrient's name with its unit, as a column or a field label. */
export const nutrientLabel = (key: NutrientKey) =>
  `${NUTRIENT_INFO[key].label} (${NUTRIENT_INFO[key].unit})`;

/** Any set of nutrient values: all nine, or the macros a summary carries. */
type Values<K extends NutrientKey> = Pick<Nutrients, K>;

/** A value rounded the shared way, without its unit (a table column names the unit). */
export const nutrientNumber = <K extends NutrientKey>(values: Values<K>, key: K) =>
  String(roundNutrients<Partial<Nutrients>>({ [key]: values[key] })[key] ?? 0);

/** One value as a person reads it (rounded the shared way), with its unit. */
export const nutrientText = <K extends NutrientKey>(values: Values<K>, key: K) =>
  `${nutrientNumber(values, key)} ${NUTRIENT_INFO[key].unit}`;

/** A food's household measures, grams left out (always possible): "1 katori = 150 g". */
export const measures = (portions: readonly Portion[]) =>
  portions
    .filter((p) => p.unit !== 'g')
    .map((p) => `1 ${PORTION_LABELS[p.unit]} = ${Math.round(p.grams * 10) / 10} g`);
