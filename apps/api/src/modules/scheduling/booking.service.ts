import {
  schedulingMessages,
  type bookingInputSchema,
  type Booking,
  type bookingsQuerySchema,
  type cancelBookingSchema,
  type rescheduleBookingSchema,
  type Slot,
  type slotsQuerySchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { badRequest, conflict } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import {
  assertClientConsents,
  assertOwnClient,
  assertSelf,
} from '#api/modules/access/client-access.ts';
import { findAvailability, nutritionistOfClient, readSettings } from './availability.repository.ts';
import { defaultZone, partiesOf, reachableSession } from './booking-parties.ts';
import { assertClientMayChange, assertClientSlot, assertFuture } from './booking-rules.ts';
import { bookingView } from './booking-view.ts';
import { isoDateFromToday } from '#api/lib/dates.ts';
import { assertSessionLeft } from '#api/modules/purchases/standing.service.ts';
import { cancelSession, createSession, moveSession, sessionTransaction } from './session-writes.ts';
import { busyIntervals, lockSession, sessionsBetween } from './sessions.repository.ts';
import { freeSlots, viewerSpan } from './slots.ts';

const DAY = 86_400_000;

/** GET /slots: free times of the client's nutritionist; the nutritionist sees past the windows. */
export async function slots(
  deps: AppDeps,
  me: AuthUser,
  query: z.output<typeof slotsQuerySchema>,
): Promise<Slot[]> {
  const parties = await partiesOf(deps, me, query.clientId);
  const hours = await findAvailability(deps.db, parties.nutritionistId);
  if (!hours) return [];
  const viewerZone = query.timeZone ?? hours.timeZone;
  const span = viewerSpan(query.from, query.to, viewerZone);
  const busy = await busyIntervals(
    deps.db,
    parties.nutritionistId,
    { start: span.start - DAY, end: span.end + DAY },
    hours.bufferMinutes,
  );
  const windows = me.role === 'client' ? await readSettings(deps.db) : undefined;
  return freeSlots({
    hours,
    busy,
    from: query.from,
    to: query.to,
    viewerZone,
    now: deps.clock.now(),
    windows,
  });
}

/** The sessions as this caller sees them (canChange is hers). */
async function views(deps: AppDeps, db: Executor, me: AuthUser, id: number): Promise<Booking> {
  const settings = await readSettings(db);
  return bookingView(deps, await reachableSession(db, me, id), me, settings.changeWindowHours);
}

/** GET /bookings: her own sessions starting in the dates, every status, ascending. */
export async function bookings(
  deps: AppDeps,
  me: AuthUser,
  query: z.output<typeof bookingsQuerySchema>,
): Promise<Booking[]> {
  let who: { clientId?: number; nutritionistId?: number };
  let nutritionistId: number | null;
  if (me.role === 'client') {
    if (query.clientId !== undefined) assertSelf(me, query.clientId);
    who = { clientId: me.id };
    nutritionistId = await nutritionistOfClient(deps.db, me.id);
  } else {
    if (query.clientId !== undefined) await assertOwnClient(deps.db, me.id, query.clientId);
    who = { nutritionistId: me.id, clientId: query.clientId };
    nutritionistId = me.id;
  }
  const zone = query.timeZone ?? (await defaultZone(deps, nutritionistId));
  const [rows, settings] = await Promise.all([
    sessionsBetween(deps.db, who, viewerSpan(query.from, query.to, zone)),
    readSettings(deps.db),
  ]);
  return rows.map((row) => bookingView(deps, row, me, settings.changeWindowHours));
}

/** POST /bookings: a client takes a free slot; her nutritionist books any future time for her. */
export async function book(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  input: z.output<typeof bookingInputSchema>,
): Promise<Booking> {
  const parties = await partiesOf(deps, me, input.clientId);
  await assertClientConsents(deps.db, parties.clientId);
  const start = new Date(input.start);
  const now = deps.clock.now();
  if (me.role === 'client') {
    const hours = await findAvailability(deps.db, parties.nutritionistId);
    if (!hours) throw badRequest(schedulingMessages.noHours, 'NO_HOURS');
    const settings = await readSettings(deps.db);
    await assertClientSlot(deps.db, parties.nutritionistId, hours, settings, start, now);
  } else assertFuture(start, now);
  const day = isoDateFromToday(deps.config.defaultTimeZone, 0, start);
  const id = await sessionTransaction(deps, async (tx) => {
    // Issue 34: where the practice refuses bookings beyond a package's sessions.
    await assertSessionLeft(deps, tx, parties.clientId, day);
    return createSession(deps, tx, actor, { ...parties, start });
  });
  return views(deps, deps.db, me, id);
}

/** A booked session the caller may change, locked for the change; else 404 or 409. */
async function bookedSession(tx: Executor, me: AuthUser, id: number) {
  await lockSession(tx, id);
  const row = await reachableSession(tx, me, id);
  if (row.status !== 'booked') throw conflict(schedulingMessages.notBooked, 'NOT_BOOKED');
  return row;
}

/** POST /bookings/:id/cancel */
export async function cancelBooking(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  id: number,
  input: z.output<typeof cancelBookingSchema>,
): Promise<Booking> {
  const settings = await readSettings(deps.db);
  await sessionTransaction(deps, async (tx) => {
    const row = await bookedSession(tx, me, id);
    if (me.role === 'client') assertClientMayChange(row.scheduledAt, settings, deps.clock.now());
    await cancelSession(deps, tx, actor, row, input.reason);
  });
  return views(deps, deps.db, me, id);
}

/** POST /bookings/:id/reschedule: the client to another free slot, her nutritionist to any future time. */
export async function rescheduleBooking(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  id: number,
  input: z.output<typeof rescheduleBookingSchema>,
): Promise<Booking> {
  const settings = await readSettings(deps.db);
  const start = new Date(input.start);
  await sessionTransaction(deps, async (tx) => {
    const row = await bookedSession(tx, me, id);
    // A cancel stays open after she withdraws consent; a move keeps processing, so not.
    await assertClientConsents(tx, row.clientId);
    const now = deps.clock.now();
    if (me.role === 'client') {
      assertClientMayChange(row.scheduledAt, settings, now);
      const hours = row.nutritionistId && (await findAvailability(tx, row.nutritionistId));
      if (!hours || !row.nutritionistId) {
        throw badRequest(schedulingMessages.noHours, 'NO_HOURS');
      }
      await assertClientSlot(tx, row.nutritionistId, hours, settings, start, now, row.id);
    } else assertFuture(start, now);
    await moveSession(deps, tx, actor, row, start);
  });
  return views(deps, deps.db, me, id);
}
