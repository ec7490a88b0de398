import { useState, type ReactNode } from 'react';
import {
  MEAL_SLOTS,
  OPTIONAL_MEAL_SLOTS,
  WEEKDAYS,
  type Macros,
  type MealSlot,
} from '@nourishwell/shared';
import { TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { mealName } from '#web/components/nutrition/meal-name.ts';
import {
  addItem,
  copyDay,
  copyMeal,
  isOptionalSlot,
  optionalSlotsInUse,
  removeItem,
  setNote,
  setQuantity,
  setUnit,
  type EditorWeek,
  type OptionalSlot,
  type Weekday,
} from '#web/features/meal-plans/editor/plan-editor.ts';
import { dayTotals } from '#web/features/meal-plans/editor/plan-totals.ts';
import { itemFromSearch } from '#web/components/nutrition/food-item.ts';
import { ChooseDaysDialog } from './choose-days-dialog.tsx';
import { DayEditor } from './day-editor.tsx';
import type { MealActions } from './meal-card.tsx';

type Copying = { kind: 'day' } | { kind: 'meal'; slot: MealSlot } | null;

/**
 * The week being built: a tab per day (each tab says the day's energy, so the whole week
 * shows at a glance), the four spec meals always and the optional ones when switched on.
 */
export function WeekEditor({
  week,
  onChange,
  targets,
  optional,
  onOptional,
  shareFor,
  stickyTabs,
}: {
  week: EditorWeek;
  onChange: (change: (week: EditorWeek) => EditorWeek) => void;
  targets: Macros | null;
  optional: readonly OptionalSlot[];
  onOptional: (slots: OptionalSlot[]) => void;
  /** What sends a day (the builder's WhatsApp link for the saved day). */
  shareFor?: (day: Weekday) => ReactNode;
  /** Keeps the day tabs in view below the page's sticky bars (see Tabs). */
  stickyTabs?: string;
}) {
  const t = useT();
  const [day, setDay] = useState<Weekday>('Monday');
  const [copying, setCopying] = useState<Copying>(null);
  const inUse = optionalSlotsInUse(week);
  const slots = MEAL_SLOTS.filter(
    (slot) => !isOptionalSlot(slot) || optional.includes(slot) || inUse.includes(slot),
  );

  const actionsFor =
    (d: Weekday) =>
    (slot: MealSlot): MealActions => ({
      onPick: (food) => onChange((w) => addItem(w, d, slot, itemFromSearch(food))),
      onQuantity: (key, quantity) => onChange((w) => setQuantity(w, d, slot, key, quantity)),
      onUnit: (key, unit) => onChange((w) => setUnit(w, d, slot, key, unit)),
      onRemove: (key) => onChange((w) => removeItem(w, d, slot, key)),
      onNote: (note) => onChange((w) => setNote(w, d, slot, note)),
      onCopy: () => setCopying({ kind: 'meal', slot }),
    });

  /** A meal's name inside a sentence: "Show early morning", "the breakfast". */
  const mealWord = (slot: MealSlot) => mealName(t, slot).toLowerCase();
  const tabs = WEEKDAYS.map((d) => {
    const kcal = t('planBuilder.kcal', {
      kcal: Math.round(dayTotals(week[d]).kcal).toLocaleString('en-IN'),
    });
    return {
      value: d,
      label: (
        <span className="flex flex-col items-center leading-tight">
          {d.slice(0, 3)}
          <span className="text-xs font-normal text-stone-600 tabular-nums">{kcal}</span>
        </span>
      ),
      title: t('planBuilder.dayEnergy', { day: d, kcal }),
    };
  });

  return (
    <div className="space-y-3">
      <fieldset className="flex flex-wrap gap-x-5 gap-y-1">
        <legend className="sr-only">{t('planBuilder.optionalMeals')}</legend>
        {OPTIONAL_MEAL_SLOTS.map((slot) => {
          const used = inUse.includes(slot);
          return (
            <label key={slot} className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="h-5 w-5 accent-emerald-700"
                checked={used || optional.includes(slot)}
                // A meal with food in it stays shown: hiding it would hide what gets saved.
                disabled={used}
                onChange={(event) =>
                  onOptional(
                    OPTIONAL_MEAL_SLOTS.filter((s) =>
                      s === slot ? event.target.checked : optional.includes(s),
                    ),
                  )
                }
              />
              {t('planBuilder.showMeal', { meal: mealWord(slot) })}
              {used && (
                <span className="text-xs text-stone-600">{t('planBuilder.plannedSomeDays')}</span>
              )}
            </label>
          );
        })}
      </fieldset>
      <Tabs
        label={t('planBuilder.dayTabs')}
        value={day}
        onValueChange={setDay}
        tabs={tabs}
        stickyClassName={stickyTabs}
      >
        {WEEKDAYS.map((d) => (
          <TabPanel key={d} value={d}>
            <DayEditor
              day={d}
              meals={week[d]}
              slots={slots}
              targets={targets}
              actionsFor={actionsFor(d)}
              onCopyDay={() => setCopying({ kind: 'day' })}
              share={shareFor?.(d)}
            />
          </TabPanel>
        ))}
      </Tabs>
      {copying?.kind === 'day' && (
        <ChooseDaysDialog
          title={t('planBuilder.copyDayTitle', { day })}
          from={day}
          what={t('planBuilder.everythingPlanned')}
          onConfirm={(to) => onChange((w) => copyDay(w, day, to))}
          onClose={() => setCopying(null)}
        />
      )}
      {copying?.kind === 'meal' && (
        <ChooseDaysDialog
          title={t('planBuilder.copyMealTitle', { day, meal: mealWord(copying.slot) })}
          from={day}
          what={t('planBuilder.theMeal', { meal: mealWord(copying.slot) })}
          onConfirm={(to) => onChange((w) => copyMeal(w, day, copying.slot, to))}
          onClose={() => setCopying(null)}
        />
      )}
    </div>
  );
}
