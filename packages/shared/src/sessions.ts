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
 * The appointment badge: Today (same day), This Week (within the next 7 days), Upcoming
 * (more than 7 days away), Past (earlier) — from the next session's own date; Completed only
 * when the last session is done and nothing is booked after it. The completed flag says the
 * previous session was done, so it must never paint the next one green (docs/product.md,
 * "Sessions completed from their day").
 */
export function appointmentBadge(
  nextSession: string | null,
  completed: boolean,
  now: Date,
  timeZone: string,
): AppointmentBadge | null {
  if (!nextSession) return completed ? 'Completed' : null;
  const days = daysUntil(new Date(nextSession), now, timeZone);
  if (days === 0) return 'Today';
  if (days < 0) return 'Past';
  return days <= LIMITS.weekWindowDays ? 'This Week' : 'Upcoming';
}

/** A session may be completed from its own day on, never before (issue 13). */
export function canCompleteOn(session: Date, now: Date, timeZone: string): boolean {
  return daysUntil(session, now, timeZone) <= 0;
}

/** "This week" on the appointments board: a next session from today to 7 days ahead. */
export function isThisWeek(nextSession: string | null, now: Date, timeZone: string): boolean {
  if (!nextSession) return false;
  const days = daysUntil(new Date(nextSession), now, timeZone);
  return days >= 0 && days <= LIMITS.weekWindowDays;
}
