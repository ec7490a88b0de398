/**
 * Wall clocks in IANA zones, with Intl only (no zone database of our own). Slots are laid
 * out on the nutritionist's local calendar and shown on the viewer's, so both directions
 * are needed, and both must survive daylight-saving changes: a local time that does not
 * exist (the spring gap) has no instant, and one that happens twice (the autumn repeat)
 * takes the first.
 */

import { offsetMinutes as zoneOffset, wallClockOf } from '#api/lib/dates.ts';

export { wallClockOf };

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Minutes the zone is ahead of UTC at an instant (Asia/Kolkata: 330). */
const offsetMinutes = (timeZone: string, at: number): number => zoneOffset(timeZone, new Date(at));

/**
 * The instant a wall clock shows a local date and time in a zone; null when that time does
 * not exist there (skipped by a clock change). An ambiguous time answers its first instant.
 * "24:00" is midnight at the start of the next day.
 */
export function instantOf(date: string, time: string, timeZone: string): Date | null {
  if (time === '24:00') return instantOf(addDays(date, 1), '00:00', timeZone);
  const naive = Date.parse(`${date}T${time}:00Z`);
  // The offsets a day either side cover both sides of any one clock change.
  const offsets = new Set([
    offsetMinutes(timeZone, naive - DAY),
    offsetMinutes(timeZone, naive + DAY),
  ]);
  const candidates = [...offsets]
    .map((offset) => naive - offset * MINUTE)
    .filter((at) => {
      const shown = wallClockOf(new Date(at), timeZone);
      return shown.date === date && shown.time === time;
    })
    .sort((a, b) => a - b);
  return candidates.length > 0 ? new Date(candidates[0]!) : null;
}

/**
 * A range boundary (minutes since midnight, 1440 the next midnight) as an instant. A time
 * the clock skips counts as the moment the clock jumps to, so a range keeps its real length.
 */
export function boundaryOf(date: string, minutes: number, timeZone: string): number {
  const time = timeOfMinutes(minutes);
  const exact = instantOf(date, time, timeZone);
  if (exact) return exact.getTime();
  const naive = Date.parse(`${date}T${time}:00Z`);
  return naive - offsetMinutes(timeZone, naive - DAY) * MINUTE;
}

/**
 * The first instant of a local date in a zone. Midnight itself can be skipped (a few zones
 * change their clocks at 00:00), so the first minute the date shows is searched.
 */
export function startOfDate(date: string, timeZone: string): Date {
  for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
    const at = instantOf(date, timeOfMinutes(minutes), timeZone);
    if (at) return at;
  }
  return new Date(`${date}T00:00:00Z`);
}

/** ISO weekday of a yyyy-mm-dd date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The yyyy-mm-dd date `days` after a date (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** An "HH:MM" from minutes since midnight (1440 is "24:00"). */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
