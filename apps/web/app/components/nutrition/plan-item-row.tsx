import { X } from 'lucide-react';
import { useId } from 'react';
import type { PortionUnit } from '@nourishwell/shared';
import { itemGrams, itemNutrients, itemProblem, type EditorItem } from './food-item.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useFoodWords } from './food-words.ts';
import { QuickPortions } from './quick-portions.tsx';

const input =
  'block min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-base text-stone-900 focus:border-emerald-700 aria-[invalid=true]:border-red-600';

/**
 * One planned item: its name, the quantity and measure she can change in place, and what
 * that gives (grams and kcal, worked out at once). A quantity the server would refuse is
 * said next to it before anything is sent. With `quickPortions` (the journal), ½, 1, 1½ and 2
 * of its measure are one tap each.
 */
export function PlanItemRow({
  item,
  where,
  onQuantity,
  onUnit,
  onRemove,
  quickPortions = false,
}: {
  item: EditorItem;
  /** "Monday breakfast": names the controls of this item for screen readers. */
  where: string;
  onQuantity: (quantity: string) => void;
  onUnit: (unit: PortionUnit) => void;
  onRemove: () => void;
  /** Show the one-tap servings (not in the plan builder, where amounts are typed). */
  quickPortions?: boolean;
}) {
  const t = useT();
  const words = useFoodWords();
  const id = useId();
  const problem = itemProblem(item);
  const grams = Math.round(itemGrams(item));
  const kcal = Math.round(itemNutrients(item).kcal);
  return (
    <li className="rounded-lg border border-stone-200 p-2">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 pt-1 text-sm font-medium break-words text-stone-900">
          {words.name(item)}
          {item.kind === 'recipe' && (
            <span className="ml-1.5 rounded bg-stone-100 px-1 text-xs font-normal text-stone-700">
              {t('nutrition.recipe')}
            </span>
          )}
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('nutrition.removeFrom', { name: item.name, where })}
          title={t('nutrition.remove', { name: item.name })}
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
        >
          <X aria-hidden size={18} />
        </button>
      </div>
      {quickPortions && (
        <div className="mt-1">
          <QuickPortions
            quantity={item.quantity}
            unit={item.unit}
            label={t('nutrition.portionsOf', { name: item.name, where })}
            onQuantity={onQuantity}
          />
        </div>
      )}
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('nutrition.quantityOf', { name: item.name, where })}
        </label>
        <input
          id={`${id}-q`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={item.quantity}
          onChange={(event) => onQuantity(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={`${input} w-20`}
        />
        <label htmlFor={`${id}-u`} className="sr-only">
          {t('nutrition.measureOf', { name: item.name, where })}
        </label>
        <select
          id={`${id}-u`}
          value={item.unit}
          onChange={(event) => onUnit(event.target.value as PortionUnit)}
          className={`${input} max-w-full min-w-0`}
        >
          {item.portions.map((p) => (
            <option key={p.unit} value={p.unit}>
              {p.unit === 'g' ? 'g' : `${words.unit(p.unit)} (${Math.round(p.grams)} g)`}
            </option>
          ))}
        </select>
        <span className="text-sm text-stone-700 tabular-nums">
          {words.gramsAndKcal(grams, kcal)}
        </span>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </li>
  );
}
