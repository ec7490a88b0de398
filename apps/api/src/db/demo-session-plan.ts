/**
 * Turns the demo's scheduling model (demo-sessions.ts) and the clients' stories
 * (demo-data.ts) into hours and sessions for one seed time: every session on a slot of
 * her nutritionist's hours in the practice zone, none overlapping another of the same
 * nutritionist (the database refuses overlapping booked sessions), as a booking would be.
 * Pure: seed-sessions.ts writes the result, its test reads it.
 */
import {
  isDayOff,
  minutesOfDay,
  type AvailabilityException,
  type WeeklyRange,
} from '@nourishwell/shared';
import { isoDateFromToday, wallClockFromToday } from '#api/lib/dates.ts';
import { demoClients, type DemoClient } from './demo-data.ts';
import {
  ASHA_EXTRA_SUNDAY,
  demoEarlierSessions,
  demoHours,
  keptFree,
  RAVI_DAY_OFF_AFTER_DAYS,
  type NutritionistKey,
} from './demo-sessions.ts';

export interface PlannedHours {
  nutritionist: NutritionistKey;
  slotMinutes: number;
  bufferMinutes: number;
  weekly: WeeklyRange[];
  exceptions: AvailabilityException[];
}

export interface PlannedSession {
  client: string;
  nutritionist: NutritionistKey;
  start: Date;
  end: Date;
  status: 'booked' | 'completed' | 'missed';
  notes: string | null;
}

/** Sessions are never placed further than this from the day their story asks for. */
const MAX_SHIFT_DAYS = 6;
const FIVE_MINUTES = 5 * 60_000;

/** ISO weekday (1 Monday … 7 Sunday) of a yyyy-mm-dd date. */
const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

function plannedHours(timeZone: string, now: Date): PlannedHours[] {
  const dayAhead = (days: number) => isoDateFromToday(timeZone, days, now);
  let sunday = 0;
  while (weekdayOf(dayAhead(sunday)) !== 7) sunday += 1;
  let dayOff = RAVI_DAY_OFF_AFTER_DAYS;
  while (weekdayOf(dayAhead(dayOff)) === 7) dayOff += 1;
  return [
    {
      nutritionist: 'asha',
      ...demoHours.asha,
      exceptions: [{ date: dayAhead(sunday), ...ASHA_EXTRA_SUNDAY }],
    },
    {
      nutritionist: 'ravi',
      ...demoHours.ravi,
      exceptions: [{ date: dayAhead(dayOff), available: false }],
    },
  ];
}

/** Slot starts of a day, in minutes since midnight: each range from its start, slot and buffer apart. */
function slotStarts(hours: PlannedHours, date: string): number[] {
  const exceptions = hours.exceptions.filter((e) => e.date === date);
  if (exceptions.some(isDayOff)) return [];
  const ranges = [
    ...hours.weekly.filter((r) => r.weekday === weekdayOf(date)),
    ...exceptions.flatMap((e) => (isDayOff(e) ? [] : [e])),
  ];
  return ranges.flatMap((range) => {
    const starts: number[] = [];
    const end = minutesOfDay(range.end);
    const step = hours.slotMinutes + hours.bufferMinutes;
    for (let at = minutesOfDay(range.start); at + hours.slotMinutes <= end; at += step)
      starts.push(at);
    return starts;
  });
}

/** Places sessions one by one, each on the free slot nearest the time its story asks for. */
function createPlacer(timeZone: string, now: Date, hours: PlannedHours[]) {
  const placed: PlannedSession[] = [];
  const hoursOf = (key: NutritionistKey) => hours.find((h) => h.nutritionist === key)!;
  const clashes = (key: NutritionistKey, start: Date, end: Date) => {
    const gap = hoursOf(key).bufferMinutes * 60_000;
    return placed.some(
      (s) =>
        s.nutritionist === key &&
        s.start.getTime() < end.getTime() + gap &&
        start.getTime() < s.end.getTime() + gap,
    );
  };
  const add = (session: Omit<PlannedSession, 'end'>) => {
    const end = new Date(
      session.start.getTime() + hoursOf(session.nutritionist).slotMinutes * 60_000,
    );
    placed.push({ ...session, end });
  };

  /** On the day `days` from today near `at`; a day without a free slot moves the session
   * on by a day (`step` 1, upcoming) or back (`step` -1, past). */
  const onSlot = (
    c: DemoClient,
    days: number,
    at: string,
    step: 1 | -1,
    session: Pick<PlannedSession, 'status' | 'notes'>,
  ) => {
    const h = hoursOf(c.nutritionist);
    const wanted = minutesOfDay(at);
    for (let day = days; Math.abs(day - days) <= MAX_SHIFT_DAYS; day += step) {
      const date = isoDateFromToday(timeZone, day, now);
      const free = slotStarts(h, date)
        .filter((minute) => !(day > 0 && keptFree(c.nutritionist, weekdayOf(date), minute)))
        .sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted))
        .map((minute) =>
          wallClockFromToday(timeZone, day, Math.floor(minute / 60), minute % 60, now),
        )
        .find(
          (start) =>
            !clashes(c.nutritionist, start, new Date(start.getTime() + h.slotMinutes * 60_000)),
        );
      if (free && (step === -1 || day > 0 || free.getTime() >= soonest))
        return add({ client: c.key, nutritionist: c.nutritionist, start: free, ...session });
      // A session the story wants today whose time has passed (the demo seeded in the
      // evening) is the next free start from a quarter of an hour ahead instead, still today:
      // "today" must stay an upcoming session whatever the hour (e2e journeys read it).
      const later = step === 1 && day === 0 ? laterToday(c.nutritionist, h.slotMinutes) : undefined;
      if (later)
        return add({ client: c.key, nutritionist: c.nutritionist, start: later, ...session });
    }
    throw new Error(`no free demo slot for ${c.key} near day ${days}`);
  };

  const soonest = Math.ceil((now.getTime() + 15 * 60_000) / FIVE_MINUTES) * FIVE_MINUTES;
  const laterToday = (key: NutritionistKey, slotMinutes: number) => {
    const today = isoDateFromToday(timeZone, 0, now);
    for (let at = soonest; isoDateFromToday(timeZone, 0, new Date(at)) === today;) {
      const end = at + slotMinutes * 60_000;
      if (!clashes(key, new Date(at), new Date(end))) return new Date(at);
      at += FIVE_MINUTES;
    }
    return undefined;
  };

  return { placed, add, onSlot };
}

/**
 * The demo's hours and sessions at `now`: first the session that began hours ago (at a
 * fixed time, not yet marked missed by the system), then the upcoming ones, then the
 * missed and completed ones of the past weeks.
 */
export function planDemoSessions(timeZone: string, now: Date) {
  const hours = plannedHours(timeZone, now);
  const { placed, add, onSlot } = createPlacer(timeZone, now, hours);
  const booked = { status: 'booked', notes: null } as const;
  for (const c of demoClients) {
    if (c.nextSession && 'startedHoursAgo' in c.nextSession) {
      const began = now.getTime() - c.nextSession.startedHoursAgo * 3_600_000;
      add({
        client: c.key,
        nutritionist: c.nutritionist,
        start: new Date(Math.floor(began / FIVE_MINUTES) * FIVE_MINUTES),
        ...booked,
      });
    }
  }
  for (const c of demoClients)
    if (c.nextSession && 'inDays' in c.nextSession)
      onSlot(c, c.nextSession.inDays, c.nextSession.at, 1, booked);
  for (const c of demoClients) {
    const earlier = demoEarlierSessions[c.key];
    if (earlier?.missed)
      onSlot(c, -earlier.missed.daysAgo, earlier.missed.at, -1, { status: 'missed', notes: null });
    const completed = [
      ...(c.completed ? [{ ...c.completed, at: earlier?.completed[0]?.at ?? '11:00' }] : []),
      ...(earlier?.completed ?? []),
    ];
    for (const s of completed)
      onSlot(c, -s.daysAgo, s.at, -1, { status: 'completed', notes: s.notes });
  }
  return { hours, sessions: placed };
}
