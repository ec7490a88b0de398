import { isoDateSchema, WEEKDAYS, type Locale, type Translate } from '@nourishwell/shared';
// The Intl locale of a language, her digits too, is decided in one place.
import { intlLocale } from '#web/lib/format.ts';

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

// Calendar dates are read as UTC (no zone moves them); instants in the viewer's own zone.
const STYLES = {
  long: { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
  dayMonth: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  weekday: { weekday: 'short', timeZone: 'UTC' },
  weekdayDay: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  dayMonthYear: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

// One formatter per language and style: made on first use, as building one is slow.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, style: Style): Intl.DateTimeFormat {
  const key = `${intlLocale(locale)} ${style}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(intlLocale(locale), STYLES[style]);
    formatters.set(key, made);
  }
  return made;
}
const formatIn = (locale: Locale, style: Style, iso: string) =>
  formatter(locale, style).format(utc(iso));

/** "Friday, 20 November" whatever day it is ("शुक्रवार, 20 नवंबर" in Hindi). */
export const fullDay = (iso: string, locale: Locale = 'en') => formatIn(locale, 'long', iso);

/** "Today", "Yesterday" or the full day, in the language `t` speaks. */
export function dayName(iso: string, today: string, t: Translate, locale: Locale): string {
  if (iso === today) return t('journal.today');
  if (iso === addDays(today, -1)) return t('journal.yesterday');
  return fullDay(iso, locale);
}

/** "Fri": a day of the week strip. */
export const weekdayShort = (iso: string, locale: Locale = 'en') =>
  formatIn(locale, 'weekday', iso);

/** "20": the day of the month. */
export const dayOfMonth = (iso: string) => String(utc(iso).getUTCDate());

/** "24 Nov": a day named in a sentence. */
export const dayMonth = (iso: string, locale: Locale = 'en') => formatIn(locale, 'dayMonth', iso);

/** "Mon, 23 Nov": a day of the nutritionist's week of her journal. */
export const weekdayDay = (iso: string, locale: Locale) => formatIn(locale, 'weekdayDay', iso);

/** "23 Nov 2026": a calendar date. */
export const dayMonthYear = (iso: string, locale: Locale) => formatIn(locale, 'dayMonthYear', iso);

/** "20 Nov 2026, 9:05 am": when an entry or a comment was written, in the viewer's zone. */
export const loggedAt = (iso: string, locale: Locale) =>
  formatter(locale, 'dateTime').format(new Date(iso));

/** "9:05 am": the time of day an entry was logged, in the viewer's zone. */
export const timeOfDay = (iso: string, locale: Locale) =>
  formatter(locale, 'time').format(new Date(iso));
