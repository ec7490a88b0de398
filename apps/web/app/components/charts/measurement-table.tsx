import type { ReactNode } from 'react';
import type { Measurement } from '@nourishwell/shared';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { formatDayIn, formatFigure } from './measurement-words.ts';

const FIGURES = ['weightKg', 'waistCm', 'hipCm', 'bodyFatPct'] as const;
const COLUMNS = ['date', ...FIGURES] as const;

/** A figure in the viewer's language, or a dash a screen reader says as "not recorded". */
function Figure({ value }: { value: number | null }) {
  const t = useT();
  const locale = useLocale();
  if (value !== null) return formatFigure(value, locale);
  return (
    <>
      <span aria-hidden>—</span>
      <span className="sr-only">{t('measurements.notRecorded')}</span>
    </>
  );
}

/**
 * The entries behind a chart, newest first, as figures anyone can read. A spec Week 1–4
 * entry says its week beside its date. `action` adds a last column (e.g. Delete) when some
 * entry shown has one: a column of empty cells would only take room.
 */
export function MeasurementTable({
  caption,
  entries,
  empty,
  action,
}: {
  caption: string;
  /** Oldest first, as GET /clients/:id/measurements answers. */
  entries: readonly Measurement[];
  empty: string;
  action?: (entry: Measurement) => ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const newestFirst = [...entries].reverse();
  const actions = newestFirst.map((entry) => action?.(entry) ?? null);
  const withActions = actions.some((node) => node !== null && node !== false);
  const columns = COLUMNS.map((column) => t(`measurements.head.${column}`));
  const head = withActions ? [...columns, t('measurements.head.actions')] : columns;
  return (
    // Short figures: 64 px a column lets all six fit a half-width card at 1280 px.
    <Table caption={caption} head={head} stickyLastColumn={withActions} columnMin={64}>
      {newestFirst.length === 0 ? (
        <EmptyRow colSpan={head.length}>{empty}</EmptyRow>
      ) : (
        newestFirst.map((entry, index) => (
          <tr key={`${entry.source}-${entry.id ?? entry.week}-${entry.date}`}>
            <th scope="row" className="px-3 py-2 text-left font-medium text-stone-900">
              {/* On one line: a phone scrolls the table rather than stack "27 / Nov / 2026". */}
              <span className="whitespace-nowrap">{formatDayIn(entry.date, locale)}</span>
              {entry.week !== null && (
                <span className="block text-xs font-normal text-stone-600">
                  {t('measurements.week', { week: entry.week })}
                </span>
              )}
            </th>
            {FIGURES.map((key) => (
              <td key={key} className="px-3 py-2 tabular-nums">
                <Figure value={entry[key]} />
              </td>
            ))}
            {withActions && <td className="px-3 py-2">{actions[index]}</td>}
          </tr>
        ))
      )}
    </Table>
  );
}
