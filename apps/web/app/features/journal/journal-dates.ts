import { isoDateSchema, WEEKDAYS, type Locale, type Translate } from '@nourishwell/shared';

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

/** The `Intl` locale a language's dates are written in: Hindi reads in Hindi, English as ever. */
export const intlLocale = (locale: Locale) => (locale === 'hi' ? 'hi-IN' : 'en-IN');

type DateStyle = 'long' | 'dayMonth' | 'weekday';
const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
  dayMonth: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  weekday: { weekday: 'short', timeZone: 'UTC' },
};
// One formatter per language and style: made on first use, as building one is slow.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatIn(locale: Locale, style: DateStyle, iso: string): string {
  const key = `${locale} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(locale), STYLES[style]);
    formatters.set(key, formatter);
  }
  return formatter.format(utc(iso));
}

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

/** "20 Nov 2026, 9:05 am": when an entry was logged, in the viewer's zone. */
export function loggedAt(iso: string, locale: Locale): string {
  const key = `${locale} logged`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(iso));
}
