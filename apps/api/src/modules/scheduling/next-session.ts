import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../audit/actor.ts';
import { cancelSession, createSession, moveSession } from './session-writes.ts';
import { earliestBooked, findSession, sessionAt, type SessionPair } from './sessions.repository.ts';

/**
 * The spec's calls that set a client's "next session" or "previous session" directly
 * (/client/updateSession, /client/updateDetails, the admin's client form). Her record is
 * derived from her appointments now, so each of them changes an appointment instead.
 */

/** Moves her earliest booked session to `at` (a reschedule), or books one when none is booked. */
export async function setNextSession(
  deps: AppDeps,
  tx: Executor,
  actor: Actor,
  client: SessionPair,
  at: Date,
): Promise<void> {
  const earliest = await earliestBooked(tx, client);
  const session = earliest && (await findSession(tx, earliest.id));
  if (!session) {
    await createSession(deps, tx, actor, { ...client, start: at });
    return;
  }
  if (session.scheduledAt.getTime() !== at.getTime()) {
    await moveSession(deps, tx, actor, session, at);
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
