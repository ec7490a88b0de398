import { Trash2 } from 'lucide-react';
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import type { RecipeInput } from '@nourishwell/shared';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { ingredientKey, rowGrams, type IngredientFacts, type RowAmount } from './recipe-totals.tsx';

const control =
  'block min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-emerald-700 aria-[invalid=true]:border-red-600';

/** One line per ingredient: its name, how much and in which of its measures, and the grams. */
export function IngredientRows({
  fields,
  rows,
  facts,
  register,
  errors,
  onRemove,
}: {
  fields: UseFieldArrayReturn<RecipeInput, 'ingredients'>['fields'];
  rows: readonly RowAmount[];
  facts: ReadonlyMap<string, IngredientFacts>;
  register: UseFormRegister<RecipeInput>;
  errors: FieldErrors<RecipeInput>['ingredients'];
  onRemove: (index: number) => void;
}) {
  const t = useT();
  if (fields.length === 0) {
    return <p className="text-sm text-stone-700">{t('foodLibrary.ingredients.none')}</p>;
  }
  return (
    <ol className="space-y-3">
      {fields.map((field, index) => {
        const row = rows[index] ?? {};
        const known = facts.get(ingredientKey(row));
        const name = known?.name ?? t('foodLibrary.ingredients.unnamed');
        const rowErrors = errors?.[index];
        const message =
          rowErrors?.quantity?.message ?? rowErrors?.unit?.message ?? rowErrors?.message;
        const messageId = `ingredient-${field.id}-error`;
        return (
          <li key={field.id} className="rounded-lg border border-stone-200 p-2">
            <p className="text-sm font-medium break-words text-stone-900">
              {name}{' '}
              <span className="font-normal text-stone-600">
                {t(
                  known?.kind === 'recipe'
                    ? 'foodLibrary.ingredients.aboutRecipe'
                    : 'foodLibrary.ingredients.about',
                  {
                    diet: known ? t(`foods.diet.${known.diet}`) : '',
                    grams: String(Math.round(rowGrams(row, known))),
                  },
                )}
              </span>
            </p>
            <div className="mt-1.5 flex items-center gap-2">
              <input
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                aria-label={t('foodLibrary.ingredients.quantityOf', { name })}
                aria-invalid={rowErrors?.quantity ? true : undefined}
                aria-describedby={message ? messageId : undefined}
                className={`${control} w-20 flex-none`}
                {...register(`ingredients.${index}.quantity`)}
              />
              <select
                aria-label={t('foodLibrary.ingredients.measureOf', { name })}
                className={`${control} min-w-0 flex-1 sm:max-w-60`}
                {...register(`ingredients.${index}.unit`)}
              >
                {(known?.portions ?? []).map((p) => (
                  <option key={p.unit} value={p.unit}>
                    {p.unit === 'g'
                      ? t('foods.unit.g')
                      : t('foodLibrary.ingredients.measureOption', {
                          unit: t(`foods.unit.${p.unit}`),
                          grams: String(Math.round(p.grams * 10) / 10),
                        })}
                  </option>
                ))}
              </select>
              <IconButton
                tone="danger"
                label={t('foodLibrary.removeNamed', { name })}
                onClick={() => onRemove(index)}
                icon={<Trash2 aria-hidden size={18} />}
              />
            </div>
            {message && (
              <p id={messageId} className="mt-1 text-sm text-red-700">
                {message}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
