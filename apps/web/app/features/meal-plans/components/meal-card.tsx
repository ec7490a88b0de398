import { Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  ITEMS_PER_MEAL_MAX,
  type FoodSearchItem,
  type MealSlot,
  type PortionUnit,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import type { EditorMeal, Weekday } from '#web/features/meal-plans/editor/plan-editor.ts';
import { mealTotals } from '#web/features/meal-plans/editor/plan-totals.ts';
import { FoodSearchBox } from './food-search-box.tsx';
import { NutrientLine } from '#web/components/nutrition/nutrient-line.tsx';
import { PlanItemRow } from '#web/components/nutrition/plan-item-row.tsx';
import { mealName } from '#web/components/nutrition/meal-name.ts';

export interface MealActions {
  onPick: (food: FoodSearchItem) => void;
  onQuantity: (key: string, quantity: string) => void;
  onUnit: (key: string, unit: PortionUnit) => void;
  onRemove: (key: string) => void;
  onNote: (note: string) => void;
  onCopy: () => void;
}

/** One meal of one day: its items, the search that adds to it, a note, and its totals. */
export function MealCard({
  day,
  slot,
  meal,
  actions,
}: {
  day: Weekday;
  slot: MealSlot;
  meal: EditorMeal;
  actions: MealActions;
}) {
  const t = useT();
  const label = mealName(t, slot);
  const where = t('planBuilder.dayMeal', { day, meal: label.toLowerCase() });
  const full = meal.items.length >= ITEMS_PER_MEAL_MAX;
  const card = useRef<HTMLElement>(null);
  // A removed item takes its focused button with it: her place moves to the meal's search
  // box (rendered again if the meal was full), not to the top of the page.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    card.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
  }, [meal.items.length]);
  return (
    <section
      ref={card}
      aria-label={t('planBuilder.dayMeal', { day, meal: label })}
      className="min-w-0 space-y-3 rounded-xl border border-stone-200 bg-white p-3"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-stone-900">{label}</h3>
          <NutrientLine totals={mealTotals(meal)} className="text-xs" />
        </div>
        <Button
          variant="ghost"
          className="px-2"
          disabled={meal.items.length === 0 && meal.note.trim() === ''}
          onClick={actions.onCopy}
        >
          <Copy aria-hidden size={16} /> {t('planBuilder.copyMeal')}
          <span className="sr-only"> ({where})</span>
        </Button>
      </div>
      {meal.items.length === 0 ? (
        <p className="text-sm text-stone-600">{t('planBuilder.nothingPlanned')}</p>
      ) : (
        <ul aria-label={t('planBuilder.mealItems', { meal: label })} className="space-y-2">
          {meal.items.map((item) => (
            <PlanItemRow
              key={item.key}
              item={item}
              where={where}
              onQuantity={(quantity) => actions.onQuantity(item.key, quantity)}
              onUnit={(unit) => actions.onUnit(item.key, unit)}
              onRemove={() => {
                refocus.current = true;
                actions.onRemove(item.key);
              }}
            />
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-red-700">
          {t('planBuilder.mealFull', { max: ITEMS_PER_MEAL_MAX })}
        </p>
      ) : (
        <FoodSearchBox
          label={t('planBuilder.addTo', { meal: label.toLowerCase() })}
          onPick={actions.onPick}
        />
      )}
      <TextAreaField
        label={t('planBuilder.mealNote', { meal: label })}
        rows={1}
        maxLength={500}
        value={meal.note}
        placeholder={t('planBuilder.notePlaceholder')}
        onChange={(event) => actions.onNote(event.target.value)}
      />
    </section>
  );
}
