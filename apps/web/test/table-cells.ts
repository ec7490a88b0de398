import { within } from '@testing-library/react';

/** The text of each cell of a table's row (row 0 is the header). */
export const rowCells = (table: HTMLElement, row = 1) =>
  within(within(table).getAllByRole('row')[row]!)
    .getAllByRole('cell')
    .map((td) => td.textContent);

/**
 * A printed sheet's table (out of the accessibility tree on screen, so read hidden): its
 * column heads, and a row's head and cells (row 0 is the first after the header).
 */
export const printedColumns = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader', { hidden: true })
    .map((th) => th.textContent);
export function printedRow(table: HTMLElement, row: number) {
  const tr = within(table).getAllByRole('row', { hidden: true })[row + 1]!;
  return [
    tr.querySelector('th')?.textContent,
    ...within(tr)
      .getAllByRole('cell', { hidden: true })
      .map((td) => td.textContent),
  ];
}
