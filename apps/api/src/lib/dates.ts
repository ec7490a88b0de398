/** The calendar date (y, m, d) it is now in a time zone. */
export function todayIn(timeZone: string, now: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** The offset of a time zone from UTC at an instant, in minutes (IST: 330). */
function offsetMinutes(timeZone: string, at: Date): number {
  const local = new Date(at.toLocaleString('en-US', { timeZone }));
  const utc = new Date(at.toLocaleString('en-US', { timeZone: 'UTC' }));
  return Math.round((local.getTime() - utc.getTime()) / 60_000);
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
