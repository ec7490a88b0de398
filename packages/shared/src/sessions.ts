import { LIMITS } from './constants.ts';

export type AppointmentBadge = 'Completed' | 'Today' | 'This Week' | 'Upcoming' | 'Past';

/** Days since the epoch of the calendar date an instant falls on in a time zone. */
function dayNumber(at: Date, timeZone: string): number {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(at)
    .split('-')
    .map(Number);
  return Math.floor(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / 86_400_000);
}

/** Whole calendar days from today to the session, in the viewer's time zone. */
export function daysUntil(session: Date, now: Date, timeZone: string): number {
  return dayNumber(session, timeZone) - dayNumber(now, timeZone);
}

/**
 * §4: Completed (flag set), Today (same day), This Week (within the next 7 days),
 * Upcoming (more than 7 days away), Past (earlier); no badge without a next session.
 */
export function appointmentBadge(
  nextSession: string | null,
  completed: boolean,
  now: Date,
  timeZone: string,
): AppointmentBadge | null {
  if (completed) return 'Completed';
  if (!nextSession) return null;
  const days = daysUntil(new Date(nextSession), now, timeZone);
  if (days === 0) return 'Today';
  if (days < 0) return 'Past';
  return days <= LIMITS.weekWindowDays ? 'This Week' : 'Upcoming';
}

/** §4 "this week": a next session from today to 7 days ahead. */
export function isThisWeek(nextSession: string | null, now: Date, timeZone: string): boolean {
  if (!nextSession) return false;
  const days = daysUntil(new Date(nextSession), now, timeZone);
  return days >= 0 && days <= LIMITS.weekWindowDays;
}
