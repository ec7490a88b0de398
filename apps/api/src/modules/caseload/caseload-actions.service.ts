import {
  bulkMessageSentText,
  consentMessages,
  type bulkMessageSchema,
  type BulkMessageResponse,
  type nutritionistDeleteClientSchema,
  type sendMessageSchema,
  type updateDetailsSchema,
  type updateSessionSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { conflict, notFound } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/auth/auth-user.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { deleteClient } from '#api/modules/clients/clients.service.ts';
import { withdrawnAmong } from '#api/modules/consent/consent.repository.ts';
import { storeMessages } from '#api/modules/messages/messages.service.ts';
import {
  clearNextSession,
  recordPreviousSession,
  setNextSession,
} from '#api/modules/scheduling/next-session.ts';
import { sessionStartOf } from '#api/modules/scheduling/session-day.ts';
import { sessionTransaction } from '#api/modules/scheduling/session-writes.ts';
import { ownClientIds } from './caseload.repository.ts';
import { assertClientConsents, assertOwnClient, assertSelf } from './own-client.ts';

/** POST /nuts/deleteClient: one of her clients, login and every record, in one transaction. */
export async function deleteOwnClient(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  input: z.output<typeof nutritionistDeleteClientSchema>,
) {
  await assertOwnClient(deps.db, me.id, input.cId);
  return deleteClient(deps, actor, input.cId, input.email || undefined);
}

/** POST /nuts/sendMessage: the sender is always the token's owner, whatever the body says. */
export async function sendToClient(
  deps: AppDeps,
  me: AuthUser,
  input: z.output<typeof sendMessageSchema>,
) {
  assertSelf(me, input.nId);
  await assertOwnClient(deps.db, me.id, input.cId);
  await assertClientConsents(deps.db, input.cId);
  await storeMessages(deps, [{ senderId: me.id, receiverId: input.cId, content: input.content }]);
  return { message: 'Message sent' };
}

/**
 * POST /nuts/sendBulkMessage: one text to all her clients or the chosen ones, stored in one
 * transaction. A chosen id that is not her client refuses the whole send (404), so nothing
 * goes out half-sent. A client who withdrew consent is skipped and counted in the answer
 * (issue 30): one withdrawal among 60 clients should not stop the other 59's message. Only
 * when everyone it would reach withdrew is the send refused (409), as a single send is.
 */
export async function sendBulk(
  deps: AppDeps,
  me: AuthUser,
  input: z.output<typeof bulkMessageSchema>,
): Promise<BulkMessageResponse> {
  assertSelf(me, input.nId);
  const chosen = input.all ? undefined : [...new Set(input.clientIds)];
  const recipients = await ownClientIds(deps.db, me.id, chosen);
  if (chosen && recipients.length !== chosen.length) throw notFound('Client not found');
  const withdrawn = await withdrawnAmong(deps.db, recipients);
  if (withdrawn.size > 0 && withdrawn.size === recipients.length) {
    throw conflict(consentMessages.clientWithdrew, 'CONSENT_WITHDRAWN');
  }
  const rows = recipients
    .filter((id) => !withdrawn.has(id))
    .map((id) => ({ senderId: me.id, receiverId: id, content: input.content }));
  const sent = await storeMessages(deps, rows);
  return { message: bulkMessageSentText(sent, withdrawn.size), sent, skipped: withdrawn.size };
}

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
  await assertOwnClient(deps.db, me.id, input.cId);
  await assertClientConsents(deps.db, input.cId);
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
