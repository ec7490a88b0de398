/**
 * One CSV cell: quoted, quotes doubled, and a value a spreadsheet would run as a formula
 * (starting =, +, -, @, tab or carriage return) prefixed with ' so it stays text (OWASP).
 * A plain negative amount ("-2948.82", a credit note) is a number, not a formula: kept.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows as CSV text: CRLF lines, as spreadsheets expect. */
export const csvText = (rows: ReadonlyArray<ReadonlyArray<unknown>>): string =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** Whole paise as a decimal amount without a float: 294882 → "2948.82", -100 → "-1.00". */
export function paiseAsDecimal(paise: number): string {
  const whole = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
