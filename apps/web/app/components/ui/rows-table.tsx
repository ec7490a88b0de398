import type { ReactNode } from 'react';
import { EmptyRow, Table } from './table.tsx';

interface RowsTableProps<T> {
  caption: string;
  head: string[];
  rows: readonly T[];
  /** What the table says when there are no rows. */
  empty: string;
  rowKey: (row: T) => string | number;
  /** A row's cells, in the order of `head`. */
  cells: (row: T) => ReactNode[];
}

/** A read-only table of a detail page: one plain cell per column, or one row saying none. */
export function RowsTable<T>({ caption, head, rows, empty, rowKey, cells }: RowsTableProps<T>) {
  return (
    <Table caption={caption} head={head}>
      {rows.length === 0 && <EmptyRow colSpan={head.length}>{empty}</EmptyRow>}
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          {cells(row).map((cell, column) => (
            <td key={head[column]} className="px-3 py-2">
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}
