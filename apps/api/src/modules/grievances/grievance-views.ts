import { PRACTICE_TIME_ZONE, type AdminGrievance, type MyGrievance } from '@nourishwell/shared';
import type { GrievanceRow } from './grievances.repository.ts';

const DAY_MS = 86_400_000;

const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PRACTICE_TIME_ZONE,
});

/** A date as the practice's emails write it: "22 February 2027" (India time). */
export const dateInWords = (at: Date) => longDate.format(at);

export function myGrievanceView(row: GrievanceRow): MyGrievance {
  return {
    id: row.id,
    reference: row.reference,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    reply: row.reply,
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
  };
}

/** The admin's row: her contact details and the 90-day clock as of `now`. */
export function adminGrievanceView(row: GrievanceRow, now: Date): AdminGrievance {
  const left = row.dueAt.getTime() - now.getTime();
  return {
    ...myGrievanceView(row),
    name: row.name,
    email: row.email,
    daysLeft: Math.ceil(left / DAY_MS),
    overdue: row.status !== 'resolved' && left < 0,
  };
}
