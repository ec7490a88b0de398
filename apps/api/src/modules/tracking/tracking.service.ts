import {
  journalMessages,
  type Tracking,
  type habitCheckSchema,
  type trackingInputSchema,
  type waterDaySchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { notFound } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import {
  assertMayReachClient,
  assertMayWriteAbout,
  assertSelf,
} from '#api/modules/access/client-access.ts';
import { assertTrackedDate } from '#api/modules/journal/journal-dates.ts';
import * as repo from './tracking.repository.ts';

/** Only she taps her own water and habits, on a date she may track. */
async function assertOwnTrackedDate(deps: AppDeps, me: AuthUser, clientId: number, date: string) {
  assertSelf(me, clientId);
  await assertTrackedDate(deps.db, deps.config.defaultTimeZone, clientId, date, deps.clock.now());
}

/** PUT /api/clients/:clientId/water/:date: the count itself, so a replay changes nothing. */
export async function setWater(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
  date: string,
  glasses: number,
): Promise<z.infer<typeof waterDaySchema>> {
  await assertOwnTrackedDate(deps, me, clientId, date);
  await repo.setWater(deps.db, { clientId, date, glasses });
  return { date, glasses };
}

/** PUT /api/clients/:clientId/habits/:habitId/:date: a habit of hers asked on that date. */
export async function checkHabit(
  deps: AppDeps,
  me: AuthUser,
  params: { clientId: number; habitId: number; date: string },
  done: boolean,
): Promise<z.infer<typeof habitCheckSchema>> {
  const { clientId, habitId, date } = params;
  await assertOwnTrackedDate(deps, me, clientId, date);
  const asked = await repo.findHabitActiveOn(
    deps.db,
    clientId,
    habitId,
    deps.config.defaultTimeZone,
    date,
  );
  if (!asked) throw notFound(journalMessages.habitNotFound);
  await repo.setHabitDone(deps.db, habitId, date, done);
  return { habitId, date, done };
}

/** GET /api/clients/:clientId/tracking: the client herself or her nutritionist. */
export async function readTracking(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
): Promise<Tracking> {
  await assertMayReachClient(deps.db, me, clientId);
  return repo.trackingOf(deps.db, clientId);
}

/**
 * PUT /api/clients/:clientId/tracking: her nutritionist sets the water target and the
 * habits. A habit sent with its id keeps it (and its ticks); one without is new; one she
 * is asked now but left out is retired, its history kept. An id that is not one of her
 * asked habits is a 404, as someone else's record would be.
 */
export async function setTracking(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
  input: z.output<typeof trackingInputSchema>,
): Promise<Tracking> {
  await assertMayWriteAbout(deps.db, actor.id, clientId);
  return deps.db.transaction(async (tx) => {
    await repo.lockClient(tx, clientId);
    const before = await repo.trackingOf(tx, clientId);
    const kept = input.habits.flatMap((habit) => (habit.id === undefined ? [] : [habit.id]));
    const hers = await repo.activeHabitIds(tx, clientId, kept);
    if (kept.some((id) => !hers.has(id))) throw notFound(journalMessages.habitNotFound);

    await repo.saveWaterTarget(tx, clientId, input.waterTarget);
    await repo.retireHabitsExcept(tx, clientId, kept);
    for (const [position, habit] of input.habits.entries()) {
      if (habit.id === undefined)
        await repo.insertHabit(tx, { clientId, title: habit.title, position });
      else await repo.updateHabit(tx, habit.id, { title: habit.title, position });
    }
    const after = await repo.trackingOf(tx, clientId);
    await audit(tx, actor, 'update', 'client_tracking', clientId, {
      before,
      after,
      subject: clientId,
    });
    return after;
  });
}
