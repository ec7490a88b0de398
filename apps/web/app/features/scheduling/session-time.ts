import { SCHEDULING_DEFAULTS, type Booking, type Locale, type Slot } from '@nourishwell/shared';
import { addDays, formatWeekday } from '#web/lib/format.ts';

/** Old names some runtimes still give (ICU's canonical ids), as people know them now. */
const zoneAliases: Record<string, string> = { 'Asia/Calcutta': 'Asia/Kolkata' };

/** The viewer's own zone: slots and sessions are asked for and shown in it (issue 17). */
export function viewerZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zoneAliases[zone] ?? zone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone, language and shape: building them is slow and lists show many times. */
function formatter(zone: string, intl: string, shape: string, options: Intl.DateTimeFormatOptions) {
  const key = `${zone}|${intl}|${shape}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(intl, { ...options, timeZone: zone });
    formatters.set(key, found);
  }
  return found;
}

/** The `Intl` language of a screen's dates: Hindi in hi-IN, English as it always read. */
const intlOf = (locale: Locale) => (locale === 'hi' ? 'hi-IN' : 'en-GB');

const LONG_DAY = { weekday: 'long', day: 'numeric', month: 'long' } as const;

/** The calendar date (YYYY-MM-DD) of an instant where `zone` is. */
export const dayIn = (at: string | Date, zone: string) =>
  formatter(zone, 'en-CA', 'ymd', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(at),
  );

/** "10:00": the 24-hour clock reads the same in every language the clients speak. */
export const timeIn = (iso: string, zone: string) =>
  formatter(zone, 'en-GB', 'time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** "Tuesday 1 December", "मंगलवार, 1 दिसंबर": for a button's spoken name. */
export const longDay = (iso: string, zone: string, locale: Locale = 'en') => {
  const text = formatter(zone, intlOf(locale), 'long', LONG_DAY).format(new Date(iso));
  return locale === 'en' ? text.replace(',', '') : text;
};

/**
 * "Tue 1 Dec": for a short visible label. Hindi names the day in full ("मंगलवार, 1
 * दिसंबर"): its short forms ("मंगल, 1 दिस॰") are less familiar (decision 029).
 */
export const shortDay = (iso: string, zone: string, locale: Locale = 'en') =>
  locale === 'en'
    ? formatter(zone, 'en-GB', 'short', { weekday: 'short', day: 'numeric', month: 'short' })
        .format(new Date(iso))
        .replace(',', '')
    : longDay(iso, zone, locale);

/** "Tue 1 Dec, 10:00". */
export const shortWhen = (iso: string, zone: string, locale: Locale = 'en') =>
  `${shortDay(iso, zone, locale)}, ${timeIn(iso, zone)}`;

/** "Tuesday 1 December 2026, 10:00–10:45", "मंगलवार, 1 दिसंबर 2026, 10:00–10:45". */
export function sessionWhen(session: Slot, zone: string, locale: Locale = 'en'): string {
  const year = formatter(zone, 'en-GB', 'year', { year: 'numeric' }).format(
    new Date(session.start),
  );
  return `${longDay(session.start, zone, locale)} ${year}, ${timeIn(session.start, zone)}–${timeIn(session.end, zone)}`;
}

/**
 * "India Standard Time (Asia/Kolkata)", "भारतीय मानक समय (Asia/Kolkata)": the zone's name
 * as people say it in the screen's language, and its id.
 */
export function zoneName(zone: string, at = new Date(), locale: Locale = 'en'): string {
  const parts = formatter(zone, intlOf(locale), 'zone', { timeZoneName: 'long' }).formatToParts(at);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== zone ? `${name} (${zone})` : zone;
}

const weekdays = new Map<Locale, Intl.DateTimeFormat>();
/** "Mon, 23 Nov" for a calendar date; in Hindi in full, "सोमवार, 23 नवंबर" (as `shortDay`). */
export function weekdayName(isoDate: string, locale: Locale = 'en'): string {
  if (locale === 'en') return formatWeekday(isoDate);
  let found = weekdays.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(intlOf(locale), { ...LONG_DAY, timeZone: 'UTC' });
    weekdays.set(locale, found);
  }
  return found.format(new Date(`${isoDate}T00:00:00Z`));
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
