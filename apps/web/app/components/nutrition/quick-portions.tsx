import type { PortionUnit } from '@nourishwell/shared';
import { useFoodWords } from './food-words.ts';

/** The servings a dish is most often eaten in: half, one, one and a half, two. */
export const QUICK_PORTIONS = [0.5, 1, 1.5, 2] as const;

/** A count as people say it: "½", "1½", "2", "0.75". */
export function countText(quantity: number): string {
  const whole = Math.floor(quantity);
  if (Math.abs(quantity - whole - 0.5) < 1e-9) return whole === 0 ? '½' : `${whole}½`;
  return String(Math.round(quantity * 100) / 100);
}

/** An amount in a household measure, named in the reader's language: "1 tea cup", "½ कटोरी". */
export const portionText = (quantity: number, measure: string) =>
  `${countText(quantity)} ${measure}`;

/**
 * One tap for the usual amounts of an item in its measure ("2 idli", "½ tea cup"); the one
 * that matches the quantity shows as pressed. Nothing for grams: she who weighs types it.
 */
export function QuickPortions({
  quantity,
  unit,
  label,
  onQuantity,
}: {
  quantity: string;
  unit: PortionUnit;
  /** Names the group for screen readers: "Portions of Idli, Breakfast, Friday 20 November". */
  label: string;
  onQuantity: (quantity: string) => void;
}) {
  const words = useFoodWords();
  if (unit === 'g') return null;
  const current = quantity.trim() === '' ? NaN : Number(quantity);
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {QUICK_PORTIONS.map((value) => (
        <button
          key={value}
          type="button"
          aria-label={portionText(value, words.unit(unit))}
          aria-pressed={current === value}
          onClick={() => onQuantity(String(value))}
          className="min-h-11 min-w-11 rounded-lg border border-stone-300 bg-white px-2 text-base font-semibold text-stone-800 hover:bg-stone-100 aria-pressed:border-emerald-700 aria-pressed:bg-emerald-700 aria-pressed:text-white"
        >
          {countText(value)}
        </button>
      ))}
    </div>
  );
}
