import { WEEKDAYS, journalMessages } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { isoDateFromToday } from '#api/lib/dates.ts';
import { badRequest } from '#api/lib/errors.ts';
import { accountCreatedAt } from './journal-read.repository.ts';

/** The calendar date of an instant in the practice's time zone (yyyy-mm-dd). */
export function isoDateIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The weekday of a yyyy-mm-dd date, as plans name it (a plan is a week of weekdays). */
export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  // 1970-01-01 was a Thursday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(day + 3) % 7]!;
}

/**
 * A date a client's journal, water, habits or measurements may carry: not after today and
 * not before her account existed, both as calendars read in the practice's time zone.
 * The caller has already checked that the client is reachable.
 */
export async function assertTrackedDate(
  db: Executor,
  timeZone: string,
  clientId: number,
  date: string,
  now: Date,
): Promise<void> {
  if (date > isoDateFromToday(timeZone, 0, now)) throw badRequest(journalMessages.dateFuture);
  const createdAt = await accountCreatedAt(db, clientId);
  if (createdAt && date < isoDateIn(timeZone, createdAt)) {
    throw badRequest(journalMessages.dateBeforeClient);
  }
}
