import { useId } from 'react';
import type { JournalDay, Macros } from '@nourishwell/shared';
import { NutrientLine } from '#web/components/nutrition/nutrient-line.tsx';
import { TargetBars } from '#web/components/nutrition/target-bars.tsx';
import { NUTRIENT_SOURCE } from '#web/components/nutrition/plan-days.ts';

/**
 * What she ate against her daily targets (or, without targets, against the day's plan),
 * with the plan's figures under it.
 */
export function DayTotals({ day, targets }: { day: JournalDay; targets: Macros | null }) {
  const headingId = useId();
  const against = targets ?? day.planned;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="font-semibold text-stone-900">
        Eaten vs planned
      </h2>
      <div className="mt-3 space-y-3">
        <TargetBars
          totals={day.eaten}
          targets={against}
          label={targets ? 'Eaten against daily targets' : 'Eaten against the plan'}
          compact
        />
        <div>
          <p className="text-sm font-medium text-stone-800">Planned for this day</p>
          {day.planned ? (
            <NutrientLine totals={day.planned} />
          ) : (
            <p className="text-sm text-stone-700">No meal plan for this day.</p>
          )}
        </div>
        <p className="text-xs text-stone-600">{NUTRIENT_SOURCE}</p>
      </div>
    </section>
  );
}
