import type { AuditRow } from '@nourishwell/shared';

/**
 * One CSV cell: quoted, quotes doubled, and a value a spreadsheet would run as a formula
 * (starting =, +, -, @, tab or carriage return) prefixed with ' so it stays text (OWASP).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const HEADER = ['When', 'Who', 'Role', 'Action', 'Record', 'Record id', 'Subject', 'Fields', 'IP'];

/** The admin's filtered audit rows as CSV text (CRLF lines, a header first). */
export function auditCsv(rows: AuditRow[]): string {
  const lines = [HEADER.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.at,
        row.actorName,
        row.actorRole,
        row.action,
        row.entity,
        row.entityId,
        row.subjectName ?? row.subjectId,
        row.fields.join(' '),
        row.ip,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
