import { Trash2 } from 'lucide-react';
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { DIET_TAG_LABELS, PORTION_LABELS, type RecipeInput } from '@nourishwell/shared';
import { IconButton } from '#web/components/ui/icon-button.tsx';
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
  if (fields.length === 0) {
    return <p className="text-sm text-stone-700">No ingredients yet: search for one below.</p>;
  }
  return (
    <ol className="space-y-3">
      {fields.map((field, index) => {
        const row = rows[index] ?? {};
        const known = facts.get(ingredientKey(row));
        const name = known?.name ?? 'Ingredient';
        const rowErrors = errors?.[index];
        const message =
          rowErrors?.quantity?.message ?? rowErrors?.unit?.message ?? rowErrors?.message;
        const messageId = `ingredient-${field.id}-error`;
        return (
          <li key={field.id} className="rounded-lg border border-stone-200 p-2">
            <p className="text-sm font-medium break-words text-stone-900">
              {name}{' '}
              <span className="font-normal text-stone-600">
                ({known ? DIET_TAG_LABELS[known.diet] : ''}
                {known?.kind === 'recipe' ? ', recipe' : ''}) · {Math.round(rowGrams(row, known))} g
              </span>
            </p>
            <div className="mt-1.5 flex items-center gap-2">
              <input
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                aria-label={`Quantity of ${name}`}
                aria-invalid={rowErrors?.quantity ? true : undefined}
                aria-describedby={message ? messageId : undefined}
                className={`${control} w-20 flex-none`}
                {...register(`ingredients.${index}.quantity`)}
              />
              <select
                aria-label={`Measure of ${name}`}
                className={`${control} min-w-0 flex-1 sm:max-w-60`}
                {...register(`ingredients.${index}.unit`)}
              >
                {(known?.portions ?? []).map((p) => (
                  <option key={p.unit} value={p.unit}>
                    {p.unit === 'g'
                      ? 'g'
                      : `${PORTION_LABELS[p.unit]} (${Math.round(p.grams * 10) / 10} g)`}
                  </option>
                ))}
              </select>
              <IconButton
                tone="danger"
                label={`Remove ${name}`}
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
