import type { ClientLabs, LabResult } from '@nourishwell/shared';
import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDayIn, formatFigure } from '#web/components/charts/measurement-words.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { LabTrendCard } from './lab-trend.tsx';

/** HOMA-IR by day, where a fasting glucose and insulin were taken the same day. */
function HomaIr({ points }: { points: ClientLabs['homaIr'] }) {
  const t = useT();
  const locale = useLocale();
  if (points.length === 0) return null;
  return (
    <section
      aria-labelledby="lab-homa-ir"
      className="space-y-2 rounded-lg border border-stone-200 p-4"
    >
      <h3 id="lab-homa-ir" className="text-base font-semibold text-stone-900">
        {t('labs.homaIr')}
      </h3>
      <p className="text-sm text-stone-700">{t('labs.homaIrHint')}</p>
      <ul className="space-y-1">
        {[...points].reverse().map((point) => (
          <li key={point.takenOn} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="whitespace-nowrap">{formatDayIn(point.takenOn, locale)}</span>
            <span className="font-semibold tabular-nums">{formatFigure(point.value, locale)}</span>
            {point.high ? (
              <Badge tone="red">{t('labs.flag.high')}</Badge>
            ) : (
              <Badge tone="green">{t('labs.flag.inRange')}</Badge>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every test she has values for, each with its chart and table, and HOMA-IR. */
export function LabTrends({
  labs,
  action,
}: {
  labs: ClientLabs;
  action?: (result: LabResult) => ReactNode;
}) {
  const t = useT();
  if (labs.trends.length === 0) return <p className="text-stone-700">{t('labs.none')}</p>;
  return (
    // Her nutritionist's tables have a Delete column: one test a row, so all columns show.
    <div className={`grid gap-4 [&>*]:min-w-0 ${action ? '' : 'lg:grid-cols-2'}`}>
      {labs.trends.map((trend) => (
        <LabTrendCard key={trend.code} trend={trend} action={action} />
      ))}
      <HomaIr points={labs.homaIr} />
    </div>
  );
}
