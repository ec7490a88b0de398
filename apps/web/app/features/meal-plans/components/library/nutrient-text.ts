import {
  roundNutrients,
  type NutrientKey,
  type Nutrients,
  type Portion,
  type Translate,
} from '@nourishwell/shared';

/** A nutrient's unit ("kcal", "g", "mg", "µg"), from the catalogue like every word shown. */
export const nutrientUnit = (t: Translate, key: NutrientKey) => t(`foodLibrary.unit.${key}`);

/** "Protein (g)": a nutrient's name with its unit, as a column or a field label. */
export const nutrientLabel = (t: Translate, key: NutrientKey) =>
  t('foodLibrary.nutrientLabel', {
    name: t(`nutrition.nutrient.${key}`),
    unit: nutrientUnit(t, key),
  });

/** Any set of nutrient values: all nine, or the macros a summary carries. */
type Values<K extends NutrientKey> = Pick<Nutrients, K>;

/** A value rounded the shared way, without its unit (a table column names the unit). */
export const nutrientNumber = <K extends NutrientKey>(values: Values<K>, key: K) =>
  String(roundNutrients<Partial<Nutrients>>({ [key]: values[key] })[key] ?? 0);

/** One value as a person reads it (rounded the shared way), with its unit. */
export const nutrientText = <K extends NutrientKey>(t: Translate, values: Values<K>, key: K) =>
  t('foodLibrary.amount', { value: nutrientNumber(values, key), unit: nutrientUnit(t, key) });

/** A food's household measures, grams left out (always possible): "1 katori = 150 g". */
export const measures = (t: Translate, portions: readonly Portion[]) =>
  portions
    .filter((p) => p.unit !== 'g')
    .map((p) =>
      t('foodLibrary.measure', {
        unit: t(`foods.unit.${p.unit}`),
        grams: String(Math.round(p.grams * 10) / 10),
      }),
    );
