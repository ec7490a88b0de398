import { isDayOff, minutesOfDay, type Availability, type Slot } from '@nourishwell/shared';
import {
  addDays,
  datesBetween,
  boundaryOf,
  instantOf,
  isoWeekday,
  startOfDate,
  timeOfMinutes,
  wallClockOf,
} from './zoned-time.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A span of time [start, end) as epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

/** What slots are laid out from: the nutritionist's hours in her own zone. */
export type SlotHours = Pick<
  Availability,
  'timeZone' | 'slotMinutes' | 'bufferMinutes' | 'weekly' | 'exceptions'
>;

/** The practice's booking windows; a nutritionist booking for her client passes none. */
export interface BookingWindows {
  minNoticeHours: number;
  bookingHorizonDays: number;
}

export interface SlotRequest {
  hours: SlotHours;
  /** Her booked sessions, each already widened by her buffer on both sides. */
  busy: Interval[];
  /** The viewer's dates, read in the viewer's zone. */
  from: string;
  to: string;
  viewerZone: string;
  now: Date;
  windows?: BookingWindows;
}

/** The working ranges of one of her local dates in minutes: weekday hours plus extra hours, none on a day off. */
export function rangesOfDate(
  hours: SlotHours,
  date: string,
): Array<{ start: number; end: number }> {
  const exceptions = hours.exceptions.filter((exception) => exception.date === date);
  if (exceptions.some(isDayOff)) return [];
  const weekday = isoWeekday(date);
  const ranges: Array<{ start: string; end: string }> = hours.weekly.filter(
    (range) => range.weekday === weekday,
  );
  for (const exception of exceptions) if (!isDayOff(exception)) ranges.push(exception);
  return ranges
    .map((range) => ({ start: minutesOfDay(range.start), end: minutesOfDay(range.end) }))
    .sort((a, b) => a.start - b.start);
}

/** Her working ranges of a local date as instants (a "24:00" end is the next midnight). */
export function workingIntervals(hours: SlotHours, date: string): Interval[] {
  return rangesOfDate(hours, date).map((range) => ({
    start: boundaryOf(date, range.start, hours.timeZone),
    end: boundaryOf(date, range.end, hours.timeZone),
  }));
}

/**
 * Every slot start of a local date, before anything is taken away: each range starts a
 * slot, and the next starts a slot plus a buffer later while the slot still ends inside
 * the range. Steps are counted on her wall clock; a start the clock skips is no slot.
 */
export function slotsOfDate(hours: SlotHours, date: string): Interval[] {
  const step = hours.slotMinutes + hours.bufferMinutes;
  const slots: Interval[] = [];
  for (const range of rangesOfDate(hours, date)) {
    for (let minute = range.start; minute + hours.slotMinutes <= range.end; minute += step) {
      const start = instantOf(date, timeOfMinutes(minute), hours.timeZone);
      if (start)
        slots.push({ start: start.getTime(), end: start.getTime() + hours.slotMinutes * MINUTE });
    }
  }
  return slots;
}

/** The viewer's dates as one span of instants: from her first midnight to the one after `to`. */
export function viewerSpan(from: string, to: string, viewerZone: string): Interval {
  return {
    start: startOfDate(from, viewerZone).getTime(),
    end: startOfDate(addDays(to, 1), viewerZone).getTime(),
  };
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** The earliest and latest start the windows allow (a nutritionist: from now on, no end). */
export function allowedStarts(now: Date, windows?: BookingWindows): Interval {
  if (!windows) return { start: now.getTime(), end: Number.POSITIVE_INFINITY };
  return {
    start: now.getTime() + windows.minNoticeHours * HOUR,
    end: now.getTime() + windows.bookingHorizonDays * DAY,
  };
}

/**
 * Free slots, ascending, as UTC ISO instants: laid out on each of her local dates that
 * overlap the viewer's dates, then dropped when busy, outside the windows, or outside the
 * viewer's dates (so no slot shows on a wrong day for a viewer in another zone).
 */
export function freeSlots(request: SlotRequest): Slot[] {
  const span = viewerSpan(request.from, request.to, request.viewerZone);
  const allowed = allowedStarts(request.now, request.windows);
  const first = addDays(wallClockOf(new Date(span.start), request.hours.timeZone).date, -1);
  const last = wallClockOf(new Date(span.end), request.hours.timeZone).date;
  return datesBetween(first, last)
    .flatMap((date) => slotsOfDate(request.hours, date))
    .filter(
      (slot) =>
        slot.start >= span.start &&
        slot.start < span.end &&
        slot.start > request.now.getTime() &&
        slot.start >= allowed.start &&
        slot.start <= allowed.end &&
        !request.busy.some((busy) => overlaps(slot, busy)),
    )
    .sort((a, b) => a.start - b.start)
    .map((slot) => ({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
    }));
}
