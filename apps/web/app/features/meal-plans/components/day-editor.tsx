import type { ReactNode } from 'react';
import { CopyPlus } from 'lucide-react';
import {
  macrosOf,
  MICRO_KEYS,
  NUTRIENT_INFO,
  round1,
  type Macros,
  type MealSlot,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import type { EditorDay, Weekday } from '#web/features/meal-plans/editor/plan-editor.ts';
import { dayTotals } from '#web/features/meal-plans/editor/plan-totals.ts';
import { MealCard, type MealActions } from './meal-card.tsx';
import { TargetBars } from '#web/components/nutrition/target-bars.tsx';

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
  const totals = dayTotals(meals);
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_17rem]">
      {/* The tab names the day on screen; without this the meals' headings would read as
          part of the Templates section above. */}
      <h2 className="sr-only">{day}’s meals</h2>
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
        aria-label={`${day} totals`}
        className="h-fit space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-3"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-stone-900">{day}</h3>
          <Button variant="secondary" className="px-3" onClick={onCopyDay}>
            <CopyPlus aria-hidden size={16} /> Copy day to…
          </Button>
        </div>
        <TargetBars
          label={targets ? `${day} against targets` : `${day} totals`}
          totals={macrosOf(totals)}
          targets={targets}
        />
        <details className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium text-stone-800">
            Iron, calcium, vitamin C, folate
          </summary>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
            {MICRO_KEYS.map((key) => (
              <div key={key} className="contents">
                <dt className="text-stone-600">{NUTRIENT_INFO[key].label}</dt>
                <dd className="text-right text-stone-900 tabular-nums">
                  {key === 'folate' ? Math.round(totals[key]) : round1(totals[key])}{' '}
                  {NUTRIENT_INFO[key].unit}
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
