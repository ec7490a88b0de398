import type { AuditRow } from '@nourishwell/shared';
import { csvCell } from '#api/lib/csv.ts';

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
