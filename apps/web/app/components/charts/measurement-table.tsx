import type { ReactNode } from 'react';
import type { Measurement } from '@nourishwell/shared';
import { EmptyRow, Table } from '../ui/table.tsx';
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
 * entry says its week beside its date. `action` adds a last column (e.g. Delete).
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
  const head = action ? [...HEAD, 'Actions'] : HEAD;
  const newestFirst = [...entries].reverse();
  return (
    <Table caption={caption} head={head} stickyLastColumn={Boolean(action)}>
      {newestFirst.length === 0 ? (
        <EmptyRow colSpan={head.length}>{empty}</EmptyRow>
      ) : (
        newestFirst.map((entry) => (
          <tr key={`${entry.source}-${entry.id ?? entry.week}-${entry.date}`}>
            <th scope="row" className="px-3 py-2 text-left font-medium text-stone-900">
              {formatDay(entry.date)}
              {entry.week !== null && (
                <span className="block text-xs font-normal text-stone-600">Week {entry.week}</span>
              )}
            </th>
            <td className="px-3 py-2 tabular-nums">{entry.weightKg}</td>
            <td className="px-3 py-2 tabular-nums">{figure(entry.waistCm)}</td>
            <td className="px-3 py-2 tabular-nums">{figure(entry.hipCm)}</td>
            <td className="px-3 py-2 tabular-nums">{figure(entry.bodyFatPct)}</td>
            {action && <td className="px-3 py-2">{action(entry)}</td>}
          </tr>
        ))
      )}
    </Table>
  );
}
