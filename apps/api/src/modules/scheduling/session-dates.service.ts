import type { updateDetailsSchema, updateSessionSchema } from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import {
  assertClientConsents,
  assertMayWriteAbout,
  assertOwnClient,
} from '#api/modules/access/client-access.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { clearNextSession, recordPreviousSession, setNextSession } from './next-session.ts';
import { sessionStartOf } from './session-day.ts';
import { sessionTransaction } from './session-writes.ts';

/* The spec's two calls that set a client's next and previous session by date. */

/**
 * POST /client/updateDetails: the next and previous session of one of her clients. The
 * next one moves her earliest booked session (or books one; null cancels it), the previous
 * one is recorded as a completed session; her record follows from her appointments.
 */
export async function updateDetails(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  input: z.output<typeof updateDetailsSchema>,
) {
  await assertOwnClient(deps.db, me.id, input.id);
  // Cancelling her next session (null alone) stays possible after she withdraws consent.
  if (input.prevSession || input.nextSession) await assertClientConsents(deps.db, input.id);
  const client = { clientId: input.id, nutritionistId: me.id };
  await sessionTransaction(deps, async (tx) => {
    if (input.prevSession) await recordPreviousSession(deps, tx, actor, client, input.prevSession);
    if (input.nextSession) {
      await setNextSession(deps, tx, actor, client, sessionStartOf(input.nextSession));
    } else if (input.nextSession === null) await clearNextSession(deps, tx, actor, client);
  });
  return { message: 'Sessions updated' };
}

/**
 * POST /client/updateSession: a new next session for one of her clients (Reschedule). Her
 * earliest booked session moves there (both people are told), or, with none booked, the
 * new date is booked.
 */
export async function updateSession(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  input: z.output<typeof updateSessionSchema>,
) {
  await assertMayWriteAbout(deps.db, me.id, input.cId);
  await sessionTransaction(deps, (tx) =>
    setNextSession(
      deps,
      tx,
      actor,
      { clientId: input.cId, nutritionistId: me.id },
      sessionStartOf(input.appointmentDate),
    ),
  );
  return { message: 'Next session updated' };
}
