import { isoDateSchema, WEEKDAYS } from '@nourishwell/shared';

export type Weekday = (typeof WEEKDAYS)[number];

/** How many days one journal read covers: the shown day and the six before it. */
export const WINDOW_DAYS = 7;

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** `iso` moved by whole days (calendar arithmetic in UTC, so no clock change can skip one). */
export function addDays(iso: string, days: number): string {
  const date = utc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day the page shows: the address's `?date=` when it is a real date up to today, else today. */
export function shownDate(param: string | null, today: string): string {
  if (!param || !isoDateSchema.safeParse(param).success) return today;
  return param > today ? today : param;
}

/** One read for the shown day and the week before it, so the day strip knows which were logged. */
export const windowEndingOn = (date: string) => ({
  from: addDays(date, 1 - WINDOW_DAYS),
  to: date,
});

/** Monday … Sunday of a date: the plan's day that applies to it. */
export const weekdayOf = (iso: string): Weekday =>
  WEEKDAYS[(utc(iso).getUTCDay() + 6) % 7] as Weekday;

const longDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dayAndMonth = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });

/** "Today", "Yesterday" or "Friday, 20 November". */
export function dayName(iso: string, today: string): string {
  if (iso === today) return 'Today';
  if (iso === addDays(today, -1)) return 'Yesterday';
  return longDay.format(utc(iso));
}

/** "Friday, 20 November" whatever day it is. */
export const fullDay = (iso: string) => longDay.format(utc(iso));

/** "Fri": a day of the week strip. */
export const weekdayShort = (iso: string) => shortDay.format(utc(iso));

/** "20": the day of the month. */
export const dayOfMonth = (iso: string) => String(utc(iso).getUTCDate());

/** "24 Nov": a day named in a sentence. */
export const dayMonth = (iso: string) => dayAndMonth.format(utc(iso));
