import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { placeSession, type SessionStart } from './session-day.ts';
import { cancelSession, createSession, moveSession } from './session-writes.ts';
import {
  earliestBooked,
  findSession,
  lockNutritionistSessions,
  sessionAt,
  type SessionPair,
} from './sessions.repository.ts';

/**
 * The spec's calls that set a client's "next session" or "previous session" directly
 * (/client/updateSession, /client/updateDetails, the admin's client form). Her record is
 * derived from her appointments now, so each of them changes an appointment instead.
 * A date-only start is placed on its day by placeSession (session-day.ts).
 */

/**
 * Books her a session at `at` unless she already has that very session booked with this
 * nutritionist: the spec's "Add appointment" screen first moves her next session to the
 * date (/client/updateSession), then adds it (/appointments/add), and the add must find it,
 * not collide with it. Answers the session's id.
 */
export async function bookSession(
  deps: AppDeps,
  tx: Executor,
  actor: Actor,
  client: SessionPair,
  at: SessionStart,
): Promise<number> {
  // Taken before looking, so two identical adds cannot both miss the session and insert.
  if (client.nutritionistId !== null) await lockNutritionistSessions(tx, client.nutritionistId);
  const start = await placeSession(deps, tx, client, at);
  const booked = await sessionAt(tx, client, start, 'booked');
  return booked ?? createSession(deps, tx, actor, { ...client, start });
}

/** Moves her earliest booked session to `at` (a reschedule), or books one when none is booked. */
export async function setNextSession(
  deps: AppDeps,
  tx: Executor,
  actor: Actor,
  client: SessionPair,
  at: SessionStart,
): Promise<void> {
  const earliest = await earliestBooked(tx, client);
  const session = earliest && (await findSession(tx, earliest.id));
  if (!session) {
    await bookSession(deps, tx, actor, client, at);
    return;
  }
  const holder = { ...client, nutritionistId: session.nutritionistId };
  const start = await placeSession(deps, tx, holder, at, session);
  if (session.scheduledAt.getTime() !== start.getTime()) {
    await moveSession(deps, tx, actor, session, start);
  }
}

/** "No next session": her earliest booked session is cancelled (both people are told). */
export async function clearNextSession(
  deps: AppDeps,
  tx: Executor,
  actor: Actor,
  client: SessionPair,
): Promise<void> {
  const earliest = await earliestBooked(tx, client);
  if (earliest) {
    await cancelSession(deps, tx, actor, { id: earliest.id, clientId: client.clientId }, undefined);
  }
}

/** A previous session typed in: recorded as completed at that time unless one is already there. */
export async function recordPreviousSession(
  deps: AppDeps,
  tx: Executor,
  actor: Actor,
  client: SessionPair,
  at: Date,
): Promise<void> {
  if (await sessionAt(tx, client, at, 'completed')) return;
  await createSession(deps, tx, actor, { ...client, start: at, status: 'completed' });
}
