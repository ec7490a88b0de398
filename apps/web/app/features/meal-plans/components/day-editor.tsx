import type { ReactNode } from 'react';
import { CopyPlus } from 'lucide-react';
import { macrosOf, MICRO_KEYS, round1, type Macros, type MealSlot } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import type { EditorDay, Weekday } from '#web/features/meal-plans/editor/plan-editor.ts';
import { dayTotals } from '#web/features/meal-plans/editor/plan-totals.ts';
import { MealCard, type MealActions } from './meal-card.tsx';
import { TargetBars } from '#web/components/nutrition/target-bars.tsx';
import { nutrientUnit } from './library/nutrient-text.ts';

/**
 * One day of the week: its meals as cards, and beside them (below on a phone) the day
 * against her targets and the micronutrients in a details panel.
 */
export function DayEditor({
  day,
  meals,
  slots,
  targets,
  actionsFor,
  onCopyDay,
  share,
}: {
  day: Weekday;
  meals: EditorDay;
  slots: readonly MealSlot[];
  targets: Macros | null;
  actionsFor: (slot: MealSlot) => MealActions;
  onCopyDay: () => void;
  /** Sending the day (WhatsApp), under its totals. */
  share?: ReactNode;
}) {
  const t = useT();
  const totals = dayTotals(meals);
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_17rem]">
      {/* The tab names the day on screen; without this the meals' headings would read as
          part of the Templates section above. */}
      <h2 className="sr-only">{t('planBuilder.dayMeals', { day })}</h2>
      <div className="grid gap-3 lg:grid-cols-2 [&>*]:min-w-0">
        {slots.map((slot) => (
          <MealCard
            key={slot}
            day={day}
            slot={slot}
            meal={meals[slot]}
            actions={actionsFor(slot)}
          />
        ))}
      </div>
      <aside
        aria-label={t('planBuilder.dayTotals', { day })}
        className="h-fit space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-3"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-stone-900">{day}</h3>
          <Button variant="secondary" className="px-3" onClick={onCopyDay}>
            <CopyPlus aria-hidden size={16} /> {t('planBuilder.copyDay')}
          </Button>
        </div>
        <TargetBars
          label={
            targets
              ? t('planBuilder.dayAgainstTargets', { day })
              : t('planBuilder.dayTotals', { day })
          }
          totals={macrosOf(totals)}
          targets={targets}
        />
        <details className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium text-stone-800">
            {t('planBuilder.micros')}
          </summary>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
            {MICRO_KEYS.map((key) => (
              <div key={key} className="contents">
                <dt className="text-stone-600">{t(`nutrition.nutrient.${key}`)}</dt>
                <dd className="text-right text-stone-900 tabular-nums">
                  {key === 'folate' ? Math.round(totals[key]) : round1(totals[key])}{' '}
                  {nutrientUnit(t, key)}
                </dd>
              </div>
            ))}
          </dl>
        </details>
        {share}
      </aside>
    </div>
  );
}
