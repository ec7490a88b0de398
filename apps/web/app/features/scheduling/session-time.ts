import { SCHEDULING_DEFAULTS, type Booking, type Slot } from '@nourishwell/shared';
import { addDays } from '#web/lib/format.ts';

/** Old names some runtimes still give (ICU's canonical ids), as people know them now. */
const zoneAliases: Record<string, string> = { 'Asia/Calcutta': 'Asia/Kolkata' };

/** The viewer's own zone: slots and sessions are asked for and shown in it (issue 17). */
export function viewerZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zoneAliases[zone] ?? zone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone and shape: building them is slow and lists show many times. */
function formatter(zone: string, shape: string, options: Intl.DateTimeFormatOptions) {
  const key = `${zone}|${shape}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(shape.startsWith('ymd') ? 'en-CA' : 'en-GB', {
      ...options,
      timeZone: zone,
    });
    formatters.set(key, found);
  }
  return found;
}

/** The calendar date (YYYY-MM-DD) of an instant where `zone` is. */
export const dayIn = (at: string | Date, zone: string) =>
  formatter(zone, 'ymd', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(at),
  );

/** "10:00": the 24-hour clock reads the same in every language the clients speak. */
export const timeIn = (iso: string, zone: string) =>
  formatter(zone, 'time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** "Tuesday 1 December": for a button's spoken name. */
const longDay = (iso: string, zone: string) =>
  formatter(zone, 'long', { weekday: 'long', day: 'numeric', month: 'long' })
    .format(new Date(iso))
    .replace(',', '');

/** "Tue 1 Dec": for a short visible label. */
export const shortDay = (iso: string, zone: string) =>
  formatter(zone, 'short', { weekday: 'short', day: 'numeric', month: 'short' })
    .format(new Date(iso))
    .replace(',', '');

/** "Book Tuesday 1 December at 10:00" (or "Move to …" when a session is moved). */
export const bookLabel = (iso: string, zone: string, verb = 'Book') =>
  `${verb} ${longDay(iso, zone)} at ${timeIn(iso, zone)}`;

/** "Tue 1 Dec, 10:00". */
export const shortWhen = (iso: string, zone: string) =>
  `${shortDay(iso, zone)}, ${timeIn(iso, zone)}`;

/** "Tuesday 1 December 2026, 10:00–10:45". */
export function sessionWhen(session: Slot, zone: string): string {
  const year = formatter(zone, 'year', { year: 'numeric' }).format(new Date(session.start));
  return `${longDay(session.start, zone)} ${year}, ${timeIn(session.start, zone)}–${timeIn(session.end, zone)}`;
}

/** "India Standard Time (Asia/Kolkata)": the zone's name as people say it, and its id. */
export function zoneName(zone: string, at = new Date()): string {
  const parts = formatter(zone, 'zone', { timeZoneName: 'long' }).formatToParts(at);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== zone ? `${name} (${zone})` : zone;
}

/** Minutes a slot or session lasts. */
export const minutesOf = (session: Slot) =>
  Math.round((Date.parse(session.end) - Date.parse(session.start)) / 60_000);

/** The Monday (ISO weekday 1) of the week a calendar date is in. */
export function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}

/** The seven dates of the week starting on `monday`. */
export const weekOf = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** Slots by the viewer's calendar date, in time order. */
export function slotsByDay(slots: readonly Slot[], zone: string): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const day = dayIn(slot.start, zone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

/**
 * Where a booked session stands for "Join": the room opens `joinBeforeMinutes` before the
 * start and closes at the end (the same rule on both sides).
 */
export function joinState(session: Slot, now: Date): 'soon' | 'open' | 'over' {
  const opens = Date.parse(session.start) - SCHEDULING_DEFAULTS.joinBeforeMinutes * 60_000;
  if (now.getTime() < opens) return 'soon';
  return now.getTime() < Date.parse(session.end) ? 'open' : 'over';
}

/** The practice's change window in hours, read from a booking (start minus changeBefore). */
export const changeWindowHours = (booking: Pick<Booking, 'start' | 'changeBefore'>) =>
  Math.round((Date.parse(booking.start) - Date.parse(booking.changeBefore)) / 3_600_000);

/** The first booked session that has not ended yet, or null. */
export function nextBooked(bookings: readonly Booking[], now: Date): Booking | null {
  return (
    [...bookings]
      .filter((b) => b.status === 'booked' && Date.parse(b.end) > now.getTime())
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0] ?? null
  );
}
