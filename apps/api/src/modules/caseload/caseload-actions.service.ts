import type {
  bulkMessageSchema,
  BulkMessageResponse,
  nutritionistDeleteClientSchema,
  sendMessageSchema,
  updateDetailsSchema,
  updateSessionSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth-user.ts';
import * as appointments from '../appointments/appointments.repository.ts';
import type { Actor } from '../audit/actor.ts';
import { deleteClient } from '../clients/clients.service.ts';
import { storeMessages } from '../messages/messages.service.ts';
import { ownClientIds } from './caseload.repository.ts';
import { assertOwnClient, assertSelf } from './own-client.ts';

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
  await storeMessages(deps, [{ senderId: me.id, receiverId: input.cId, content: input.content }]);
  return { message: 'Message sent' };
}

/**
 * POST /nuts/sendBulkMessage: one text to all her clients or the chosen ones, stored in one
 * transaction. A chosen id that is not her client refuses the whole send (404), so nothing
 * goes out half-sent.
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
  const rows = recipients.map((id) => ({
    senderId: me.id,
    receiverId: id,
    content: input.content,
  }));
  const sent = await storeMessages(deps, rows);
  return { message: `Message sent to ${sent} client${sent === 1 ? '' : 's'}`, sent };
}

/** POST /client/updateDetails: next and previous session of one of her clients. */
export async function updateDetails(
  deps: AppDeps,
  me: AuthUser,
  input: z.output<typeof updateDetailsSchema>,
) {
  await assertOwnClient(deps.db, me.id, input.id);
  await appointments.setSessions(deps.db, input.id, {
    ...(input.nextSession !== undefined ? { nextSession: input.nextSession } : {}),
    ...(input.prevSession !== undefined ? { lastSession: input.prevSession } : {}),
  });
  return { message: 'Sessions updated' };
}

/**
 * POST /client/updateSession: a new next session for one of her clients (Reschedule).
 * The booking at the old date moves with it, so her history never keeps a past session
 * that is still "scheduled"; with no booking there, the new date is booked.
 */
export async function updateSession(
  deps: AppDeps,
  me: AuthUser,
  input: z.output<typeof updateSessionSchema>,
) {
  await assertOwnClient(deps.db, me.id, input.cId);
  await deps.db.transaction(async (tx) => {
    const previous = await appointments.nextSessionOf(tx, input.cId);
    const booking = previous
      ? await appointments.findScheduled(tx, input.cId, previous)
      : undefined;
    if (booking) await appointments.moveScheduled(tx, booking, input.appointmentDate);
    else {
      await appointments.insertScheduled(tx, {
        clientId: input.cId,
        nutritionistId: me.id,
        scheduledAt: input.appointmentDate,
      });
    }
    await appointments.setSessions(tx, input.cId, {
      nextSession: input.appointmentDate,
      completed: false,
    });
  });
  return { message: 'Next session updated' };
}
