import { lazy, Suspense, type ReactNode } from 'react';
import type { LabResult, LabTrend as Trend } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { formatDayIn, formatFigure } from '#web/components/charts/measurement-words.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import {
  FLAG_TONE,
  flagWord,
  rangeWords,
  shownValue,
  testName,
  type LabSpeech,
} from './lab-words.ts';

// Loaded on demand, as the measurement chart is, so recharts stays out of other pages.
const LabPlot = lazy(() => import('./lab-plot.tsx').then((m) => ({ default: m.LabPlot })));

/** "HbA1c: 2 values from 3 Aug to 1 Nov. Latest 5.7 %, High." — the chart in words. */
function summary(trend: Trend, speech: LabSpeech): string {
  const first = trend.results[0]!;
  const last = trend.results.at(-1)!;
  return speech.t('labs.summary', {
    test: testName(trend.code, speech),
    count: trend.results.length,
    first: formatDayIn(first.takenOn, speech.locale),
    last: formatDayIn(last.takenOn, speech.locale),
    value: formatFigure(shownValue(trend.code, last.value), speech.locale),
    unit: trend.unit,
    flag: last.flag ? flagWord(last.flag, speech) : speech.t('labs.range.none'),
  });
}

/** A value's flag as a badge whose word says it ("High"), or nothing without a range. */
export function FlagBadge({ flag }: { flag: LabResult['flag'] }) {
  const t = useT();
  if (!flag) return null;
  return <Badge tone={FLAG_TONE[flag]}>{flagWord(flag, { t })}</Badge>;
}

/**
 * One test over time: its range for her, "Retest due" when the practice's interval has
 * passed, the chart with the range shaded, and every value with its date in a table.
 * `action` adds a last column (her nutritionist's Delete).
 */
export function LabTrendCard({
  trend,
  action,
}: {
  trend: Trend;
  action?: (result: LabResult) => ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const speech = { t, locale };
  const name = testName(trend.code, speech);
  const latest = trend.results.at(-1);
  const head = [
    t('labs.col.date'),
    t('labs.col.value'),
    t('labs.col.reported'),
    t('labs.col.flag'),
  ];
  const newestFirst = [...trend.results].reverse();
  return (
    <section
      aria-labelledby={`lab-${trend.code}`}
      className="min-w-0 space-y-3 rounded-lg border border-stone-200 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`lab-${trend.code}`} className="text-base font-semibold text-stone-900">
          {name}
        </h3>
        {trend.retestDue && <Badge tone="blue">{t('labs.retestDue')}</Badge>}
      </div>
      <p className="text-sm text-stone-700">{rangeWords(trend, speech)}</p>
      {trend.retestDue && latest && trend.retestDays !== null && (
        <p className="text-sm text-stone-700">
          {t('labs.retestHint', {
            date: formatDayIn(latest.takenOn, locale),
            days: trend.retestDays,
          })}
        </p>
      )}
      {/* Beside each other on a wide screen when the table has her nutritionist's Delete. */}
      <div
        className={
          action
            ? 'space-y-3 lg:grid lg:grid-cols-[2fr_3fr] lg:items-start lg:gap-4 lg:space-y-0'
            : 'space-y-3'
        }
      >
        <figure className="min-w-0">
          <Suspense fallback={<Skeleton className="h-52 w-full" />}>
            <LabPlot trend={trend} />
          </Suspense>
          <figcaption className="sr-only">{summary(trend, speech)}</figcaption>
        </figure>
        <Table
          caption={t('labs.valuesOf', { test: name })}
          head={action ? [...head, t('labs.col.actions')] : head}
          stickyLastColumn={Boolean(action)}
          columnMin={64}
        >
          {newestFirst.map((result) => (
            <tr key={result.id}>
              <th
                scope="row"
                className="px-3 py-2 text-left font-medium whitespace-nowrap text-stone-900"
              >
                {formatDayIn(result.takenOn, locale)}
              </th>
              <td className="px-3 py-2 tabular-nums whitespace-nowrap">
                {formatFigure(shownValue(result.code, result.value), locale)} {result.unit}
              </td>
              <td className="px-3 py-2 tabular-nums whitespace-nowrap">
                {result.reportedValue === null
                  ? '—'
                  : `${formatFigure(result.reportedValue, locale)} ${result.reportedUnit}`}
              </td>
              <td className="px-3 py-2">
                <FlagBadge flag={result.flag} />
              </td>
              {action && <td className="px-3 py-2">{action(result)}</td>}
            </tr>
          ))}
        </Table>
      </div>
    </section>
  );
}
