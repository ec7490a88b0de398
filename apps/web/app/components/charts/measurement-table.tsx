import type { ReactNode } from 'react';
import type { Measurement } from '@nourishwell/shared';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { formatDay } from './measurement-scale.ts';

const HEAD = ['Date', 'Weight (kg)', 'Waist (cm)', 'Hip (cm)', 'Body fat (%)'];

const figure = (value: number | null) =>
  value === null ? (
    <>
      <span aria-hidden>—</span>
      <span className="sr-only">not recorded</span>
    </>
  ) : (
    value
  );

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
  const newestFirst = [...entries].reverse();
  const actions = newestFirst.map((entry) => action?.(entry) ?? null);
  const withActions = actions.some((node) => node !== null && node !== false);
  const head = withActions ? [...HEAD, 'Actions'] : HEAD;
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
              <span className="whitespace-nowrap">{formatDay(entry.date)}</span>
              {entry.week !== null && (
                <span className="block text-xs font-normal text-stone-600">Week {entry.week}</span>
              )}
            </th>
            <td className="px-3 py-2 tabular-nums">{entry.weightKg}</td>
            <td className="px-3 py-2 tabular-nums">{figure(entry.waistCm)}</td>
            <td className="px-3 py-2 tabular-nums">{figure(entry.hipCm)}</td>
            <td className="px-3 py-2 tabular-nums">{figure(entry.bodyFatPct)}</td>
            {withActions && <td className="px-3 py-2">{actions[index]}</td>}
          </tr>
        ))
      )}
    </Table>
  );
}
