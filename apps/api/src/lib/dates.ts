const MINUTE = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Zones in any letter case are valid to Intl: past this many, the kept ones start again. */
const FORMATTERS_MAX = 1000;

/**
 * One formatter per zone, kept: making an Intl.DateTimeFormat costs far more than using
 * one, and a request reads "today" in a zone several times (a nutritionist's Today read
 * it about ten times a request and spent more on it than on its own answer).
 */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    if (formatters.size >= FORMATTERS_MAX) formatters.clear();
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local date (yyyy-mm-dd) and time (HH:MM) of an instant in a zone. */
export function wallClockOf(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
  };
}

/** The calendar date (y, m, d) it is now in a time zone. */
export function todayIn(timeZone: string, now: Date): { year: number; month: number; day: number } {
  const [year, month, day] = wallClockOf(now, timeZone).date.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** The offset of a time zone from UTC at an instant, in minutes (IST: 330). */
export function offsetMinutes(timeZone: string, at: Date): number {
  const { date, time } = wallClockOf(at, timeZone);
  const local = Date.parse(`${date}T${time}:00Z`);
  return Math.round((local - Math.floor(at.getTime() / MINUTE) * MINUTE) / MINUTE);
}

/** The instant of a wall-clock time, `days` days from today, in a time zone. */
export function wallClockFromToday(
  timeZone: string,
  days: number,
  hour: number,
  minute = 0,
  now: Date,
): Date {
  const { year, month, day } = todayIn(timeZone, now);
  const naive = new Date(Date.UTC(year, month - 1, day + days, hour, minute));
  return new Date(naive.getTime() - offsetMinutes(timeZone, naive) * 60_000);
}

/** yyyy-mm-dd of the date `days` from today in a time zone. */
export function isoDateFromToday(timeZone: string, days: number, now: Date): string {
  const { year, month, day } = todayIn(timeZone, now);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The yyyy-mm-dd date `days` after a yyyy-mm-dd date (negative: before). */
export function shiftIsoDate(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
