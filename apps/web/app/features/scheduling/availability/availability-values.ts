import {
  PRACTICE_TIME_ZONE,
  minutesOfDay,
  type AvailabilityInput,
  type AvailabilityView,
} from '@nourishwell/shared';

/** ISO weekdays as the form lists them: 1 is Monday … 7 is Sunday. */
export const WEEKDAYS = [
  { weekday: 1, name: 'Monday', short: 'Mon' },
  { weekday: 2, name: 'Tuesday', short: 'Tue' },
  { weekday: 3, name: 'Wednesday', short: 'Wed' },
  { weekday: 4, name: 'Thursday', short: 'Thu' },
  { weekday: 5, name: 'Friday', short: 'Fri' },
  { weekday: 6, name: 'Saturday', short: 'Sat' },
  { weekday: 7, name: 'Sunday', short: 'Sun' },
] as const;

/** What "Add hours" puts in a day or an extra-hours row before she changes it. */
export const NEW_RANGE = { start: '09:00', end: '17:00' } as const;

/** A weekday's range as the form holds it (the weekday may come back from an input). */
type FormRange = { weekday: unknown; start: string; end: string };

/** The saved hours as the form starts from them: the PUT body, the link as editable text. */
export const toFormValues = (view: AvailabilityView): AvailabilityInput => ({
  timeZone: view.timeZone,
  slotMinutes: view.slotMinutes as 30 | 45 | 60,
  bufferMinutes: view.bufferMinutes,
  weekly: view.weekly,
  exceptions: view.exceptions,
  meetingUrl: view.meetingUrl ?? '',
});

/**
 * "Copy Monday to weekdays": Tuesday to Friday get Monday's ranges in place of their own;
 * the weekend keeps its hours.
 */
export function copyMondayToWeekdays(weekly: readonly FormRange[]): FormRange[] {
  const monday = weekly.filter((range) => Number(range.weekday) === 1);
  const kept = weekly.filter((range) => Number(range.weekday) === 1 || Number(range.weekday) > 5);
  const copies = [2, 3, 4, 5].flatMap((weekday) =>
    monday.map(({ start, end }) => ({ weekday, start, end })),
  );
  return [...kept, ...copies];
}

/**
 * How many sessions fit a range, laid out as the server lays out slots: one at its start,
 * the next a session plus a buffer later, while a session still ends inside the range.
 */
export function sessionsInRange(
  range: { start: string; end: string },
  slotMinutes: number,
  bufferMinutes: number,
): number {
  const length = minutesOfDay(range.end) - minutesOfDay(range.start);
  if (!(slotMinutes > 0) || !(length >= slotMinutes)) return 0;
  return Math.floor((length - slotMinutes) / (slotMinutes + Math.max(0, bufferMinutes))) + 1;
}

/** Sessions a usual week offers per weekday, from the form's current values. */
export function weekPreview(
  weekly: readonly FormRange[],
  slotMinutes: number,
  bufferMinutes: number,
): { short: string; sessions: number }[] {
  return WEEKDAYS.map(({ weekday, short }) => ({
    short,
    sessions: weekly
      .filter((range) => Number(range.weekday) === weekday)
      .reduce((sum, range) => sum + sessionsInRange(range, slotMinutes, bufferMinutes), 0),
  }));
}

// Node and older browsers name the practice's zone by its old name as well.
const PRACTICE_ALIASES = new Set([PRACTICE_TIME_ZONE, 'Asia/Kolkata', 'Asia/Calcutta']);

/** The zones she may pick: the practice's first, then every zone this browser knows. */
export function timeZoneChoices(current?: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [PRACTICE_TIME_ZONE, ...known.filter((zone) => !PRACTICE_ALIASES.has(zone))];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}
