import {
  gramsOf,
  NUTRIENT_KEYS,
  nutrientsIn,
  scaleNutrients,
  sumNutrients,
  zeroNutrients,
  type DietTag,
  type FoodKind,
  type Nutrients,
  type Portion,
} from '@nourishwell/shared';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { nutrientText } from './nutrient-text.ts';

/** What the editor knows about an ingredient besides its id: enough to total it live. */
export interface IngredientFacts {
  kind: FoodKind;
  name: string;
  diet: DietTag;
  per100g: Nutrients;
  portions: Portion[];
}

/** How an ingredient row is told apart from the others: foods and recipes number apart. */
export const ingredientKey = (item: { foodId?: unknown; recipeId?: unknown }) =>
  item.recipeId !== undefined ? `recipe-${String(item.recipeId)}` : `food-${String(item.foodId)}`;

export interface RowAmount {
  foodId?: unknown;
  recipeId?: unknown;
  quantity?: unknown;
  unit?: unknown;
}

/** Grams of one row as typed so far (0 while the quantity is not a number yet). */
export function rowGrams(row: RowAmount, facts: IngredientFacts | undefined) {
  const quantity = Number(row.quantity);
  if (!facts || !Number.isFinite(quantity) || quantity <= 0) return 0;
  return gramsOf(facts.portions, quantity, String(row.unit)) ?? 0;
}

/**
 * The dish per serving, as the server works it out: every ingredient's nutrients by its
 * grams, summed, shared by the servings. Null until there is a whole number of servings.
 */
export function perServing(
  rows: readonly RowAmount[],
  facts: ReadonlyMap<string, IngredientFacts>,
  servings: unknown,
) {
  const count = Number(servings);
  if (!Number.isInteger(count) || count < 1) return null;
  const parts = rows.map((row) => {
    const known = facts.get(ingredientKey(row));
    return known ? nutrientsIn(known.per100g, rowGrams(row, known)) : zeroNutrients();
  });
  return scaleNutrients(sumNutrients(parts), 1 / count);
}

/** The live per-serving figures under the ingredients, read out as they change. */
export function ServingTotals({ values }: { values: Nutrients | null }) {
  const t = useT();
  return (
    <section
      aria-labelledby="serving-totals"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-3"
    >
      <h3 id="serving-totals" className="font-semibold text-stone-900">
        {t('foodLibrary.editor.perServing')}
      </h3>
      {values ? (
        <dl aria-live="polite" className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          {NUTRIENT_KEYS.map((key) => (
            <div key={key} className="flex justify-between gap-2">
              <dt className="text-stone-700">{t(`nutrition.nutrient.${key}`)}</dt>
              <dd className="font-medium text-stone-900 tabular-nums">
                {nutrientText(t, values, key)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-1 text-sm text-stone-700">{t('foodLibrary.editor.servingsFirst')}</p>
      )}
    </section>
  );
}
