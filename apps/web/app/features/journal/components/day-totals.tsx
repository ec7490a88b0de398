import { useId } from 'react';
import type { JournalDay, Macros } from '@nourishwell/shared';
import { NutrientLine } from '#web/components/nutrition/nutrient-line.tsx';
import { TargetBars } from '#web/components/nutrition/target-bars.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * What she ate against her daily targets (or, without targets, against the day's plan),
 * with the plan's figures under it.
 */
export function DayTotals({ day, targets }: { day: JournalDay; targets: Macros | null }) {
  const t = useT();
  const headingId = useId();
  const against = targets ?? day.planned;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="font-semibold text-stone-900">
        {t('journal.eatenVsPlanned')}
      </h2>
      <div className="mt-3 space-y-3">
        <TargetBars
          totals={day.eaten}
          targets={against}
          label={t(targets ? 'journal.againstTargets' : 'journal.againstPlan')}
          compact
        />
        <div>
          <p className="text-sm font-medium text-stone-800">{t('journal.plannedForDay')}</p>
          {day.planned ? (
            <NutrientLine totals={day.planned} />
          ) : (
            <p className="text-sm text-stone-700">{t('journal.noPlanForDay')}</p>
          )}
        </div>
        <p className="text-xs text-stone-600">{t('nutrition.source')}</p>
      </div>
    </section>
  );
}
