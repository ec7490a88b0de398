import { SCHEDULING_DEFAULTS, schedulingMessages } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { conflict } from '#api/lib/errors.ts';
import { findAvailability } from './availability.repository.ts';
import {
  busyIntervals,
  lockNutritionistSessions,
  sessionsBetween,
  type SessionPair,
  type SessionRow,
} from './sessions.repository.ts';
import { slotsOfDate, viewerSpan, type SlotHours } from './slots.ts';
import { isoWeekday, wallClockOf } from './zoned-time.ts';

const MINUTE = 60_000;

/**
 * A session date as the spec's calls send it (nextSession, appointmentDate): a date-time
 * names an instant; a date alone ("2026-12-03") names a day, not its midnight in UTC
 * (05:30 in India, where every date-only session of a nutritionist would collide).
 */
export type SessionStart = Date | { day: string };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The shared schemas' session date text (sessionDateText) as a start to place. */
export function sessionStartOf(text: string): SessionStart {
  return DATE_ONLY.test(text) ? { day: text } : new Date(text);
}

/**
 * Where a date-only session goes when her working hours have no free slot that day (or she
 * has set none): the practice's working day in her zone, stepped as her slots are.
 */
const FALLBACK_DAY = { start: '09:00', end: '21:00' };

/** The session being moved: it keeps its length and does not count as busy. */
type Moving = Pick<SessionRow, 'id' | 'scheduledAt' | 'endsAt'>;

/**
 * The instant a session starts. An instant is kept as sent. A day (decision 019) is placed
 * in the nutritionist's zone (the practice's when she has no hours):
 * 1. a session of this client already on that day is the one meant — the moved one itself,
 *    or, when booking, her booked session there (the spec's "Add appointment" moves her next
 *    session to the day, then adds it again);
 * 2. else the first slot of her working hours that day that is free with her buffer;
 * 3. else the first such start from 09:00 to 21:00, so nothing collides outside her hours;
 * 4. else 409: the day is full.
 * On the day itself only starts still ahead count; a day already over keeps its first
 * start, so a call refusing the past can say so.
 */
export async function placeSession(
  deps: AppDeps,
  tx: Executor,
  pair: SessionPair,
  start: SessionStart,
  moving?: Moving,
): Promise<Date> {
  if (start instanceof Date) return start;
  const { day } = start;
  const nutritionistId = pair.nutritionistId;
  const stored = nutritionistId === null ? undefined : await findAvailability(tx, nutritionistId);
  const hours: SlotHours = stored ?? {
    timeZone: deps.config.defaultTimeZone,
    slotMinutes: SCHEDULING_DEFAULTS.slotMinutes,
    bufferMinutes: SCHEDULING_DEFAULTS.bufferMinutes,
    weekly: [],
    exceptions: [],
  };
  const span = viewerSpan(day, day, hours.timeZone);
  if (moving) {
    if (wallClockOf(moving.scheduledAt, hours.timeZone).date === day) return moving.scheduledAt;
  } else {
    const who = { clientId: pair.clientId, nutritionistId: nutritionistId ?? undefined };
    const hers = await sessionsBetween(tx, who, span);
    const booked = hers.find(
      (session) => session.status === 'booked' && session.nutritionistId === nutritionistId,
    );
    if (booked) return booked.scheduledAt;
  }
  const length = moving
    ? moving.endsAt.getTime() - moving.scheduledAt.getTime()
    : hours.slotMinutes * MINUTE;
  // Her other writes wait until this one commits, so the free start stays free.
  if (nutritionistId !== null) await lockNutritionistSessions(tx, nutritionistId);
  const busy =
    nutritionistId === null
      ? []
      : await busyIntervals(
          tx,
          nutritionistId,
          { start: span.start, end: span.end + length },
          hours.bufferMinutes,
          moving?.id,
        );
  const now = deps.clock.now().getTime();
  const after = span.end <= now ? Number.NEGATIVE_INFINITY : now;
  const fallback = { ...hours, weekly: [{ weekday: isoWeekday(day), ...FALLBACK_DAY }] };
  const free = [...slotsOfDate(hours, day), ...slotsOfDate({ ...fallback, exceptions: [] }, day)]
    .map((slot) => ({ start: slot.start, end: slot.start + length }))
    .find(
      (slot) => slot.start > after && !busy.some((b) => b.start < slot.end && slot.start < b.end),
    );
  if (!free) throw conflict(schedulingMessages.dayFull, 'DAY_FULL');
  return new Date(free.start);
}
