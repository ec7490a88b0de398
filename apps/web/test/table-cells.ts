import { within } from '@testing-library/react';

/** The text of each cell of a table's row (row 0 is the header). */
export const rowCells = (table: HTMLElement, row = 1) =>
  within(within(table).getAllByRole('row')[row]!)
    .getAllByRole('cell')
    .map((td) => td.textContent);
