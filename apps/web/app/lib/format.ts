import { formatPaise, formatRupees, PRACTICE_TIME_ZONE, withDigits } from '@nourishwell/shared';

// Dates as "22 Nov 2026", times in the viewer's zone.
const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

export const formatDate = (iso: string) => date.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatTime = (iso: string) => time.format(new Date(iso));

/**
 * Devanagari digits (१२३), her choice on her account (issue 33): the dashboard's
 * I18nProvider sets it for the document, like its `lang`, so every formatter that takes
 * its Intl locale from `intlLocale` writes them without its caller knowing.
 */
let devanagariDigits = false;
export const setDevanagariDigits = (on: boolean) => {
  devanagariDigits = on;
};

/**
 * The one place a screen language becomes an Intl locale: Hindi reads in Hindi (with her
 * digits when she chose them), English as ever.
 */
export const intlLocale = (locale: string) =>
  locale === 'hi' ? withDigits('hi-IN', devanagariDigits) : 'en-IN';

// One formatter per Intl locale and style: made on first use, as building one is slow.
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}
const hindiDate = (tag: string) =>
  cached(
    `date ${tag}`,
    () => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric' }),
  );
const hindiTime = (tag: string) =>
  cached(`time ${tag}`, () => new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }));
const hindiDateTime = (tag: string) =>
  cached(
    `date-time ${tag}`,
    () =>
      new Intl.DateTimeFormat(tag, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
  );

/**
 * A date and a time in the language of the screen: Hindi as Hindi writes them ("22 नव॰
 * 2026", "5:30 pm"), in her digits; English reads exactly as above.
 */
export const formatDateIn = (locale: string, iso: string) =>
  locale === 'hi' ? hindiDate(intlLocale(locale)).format(new Date(iso)) : formatDate(iso);
export const formatTimeIn = (locale: string, iso: string) =>
  locale === 'hi' ? hindiTime(intlLocale(locale)).format(new Date(iso)) : formatTime(iso);
export const formatDateTimeIn = (locale: string, iso: string) =>
  locale === 'hi' ? hindiDateTime(intlLocale(locale)).format(new Date(iso)) : formatDateTime(iso);

/**
 * A moment of the next day or two with its weekday, for a deadline she acts before: "Sat,
 * 29 Nov, 3:42 pm" ("शनि, 29 नव॰, 3:42 pm" in Hindi, in her digits).
 */
export const formatDayTimeIn = (locale: string, iso: string) =>
  cached(
    `day-time ${intlLocale(locale)}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
      }),
  ).format(new Date(iso));

/** A whole number in the language of the screen: "1,800"; "१,८००" in her digits. */
export const formatWholeIn = (locale: string, value: number) =>
  cached(
    `whole ${intlLocale(locale)}`,
    () => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }),
  ).format(Math.round(value));

/** Rupees in the language of the screen: "₹2,499"; "₹२,४९९" in her digits. */
export const formatRupeesIn = (locale: string, amount: number) =>
  formatRupees(amount, intlLocale(locale));

/** Whole paise as rupees and paise in the language of the screen: "₹2,948.82"; "₹२,९४८.८२". */
export const formatPaiseIn = (locale: string, amountPaise: number) =>
  formatPaise(amountPaise, intlLocale(locale));

/** An instant as a datetime-local input holds it: the viewer's wall-clock time, to the minute. */
export function toLocalInput(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

const conjunction = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "Monday, Tuesday and Friday". */
export const andList = (words: readonly string[]) => conjunction.format(words);

// A calendar date (YYYY-MM-DD) is the same day everywhere: read and shown as UTC so no
// time zone moves it to the day before.
const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekday = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "23 Nov 2026" for a calendar date. */
export const formatDay = (isoDate: string) => day.format(utcDay(isoDate));
const hindiDay = (tag: string) =>
  cached(
    `day ${tag}`,
    () =>
      new Intl.DateTimeFormat(tag, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
/** A calendar date in the language of the page: "23 Nov 2026", "23 नव॰ 2026" (in her digits). */
export const formatDayIn = (locale: string, isoDate: string) =>
  locale === 'hi' ? hindiDay(intlLocale(locale)).format(utcDay(isoDate)) : formatDay(isoDate);
/** "Mon, 23 Nov" for a calendar date. */
export const formatWeekday = (isoDate: string) => weekday.format(utcDay(isoDate));

/** Today's calendar date (YYYY-MM-DD) where the viewer is. */
export const localToday = (now = new Date()) => now.toLocaleDateString('en-CA');

const practiceDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: PRACTICE_TIME_ZONE,
});

/**
 * The latest date a dated record may have: the earlier of the viewer's today and the
 * practice's, since the server refuses a date after its own today (in the practice's
 * zone) and a phone ahead of it would offer a day the server calls the future.
 */
export function latestRecordDay(now = new Date(), here = localToday(now)): string {
  const there = practiceDay.format(now);
  return here < there ? here : there;
}

/** The calendar date `days` after (or before) a date. */
export function addDays(isoDate: string, days: number): string {
  const at = utcDay(isoDate);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
