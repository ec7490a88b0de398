import {
  bulkMessageSentText,
  consentMessages,
  type bulkMessageSchema,
  type BulkMessageResponse,
  type clientMessageSchema,
  type sendMessageSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { conflict, notFound } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import {
  assertMayWriteAbout,
  assertSelf,
  nutritionistOf,
  ownClientsAmong,
  whoWithdrew,
} from '#api/modules/access/client-access.ts';
import { storeMessages } from './messages.service.ts';
import { replyToClient } from './whatsapp-reply.service.ts';

/* Every send of a message, by either person: nothing else stores one (issue 31). */

/**
 * POST /nuts/sendMessage: the sender is always the token's owner, whatever the body says.
 * While her WhatsApp window is open it also goes to her WhatsApp (issue 36).
 */
export async function sendToClient(
  deps: AppDeps,
  me: AuthUser,
  input: z.output<typeof sendMessageSchema>,
) {
  assertSelf(me, input.nId);
  await assertMayWriteAbout(deps.db, me.id, input.cId);
  await replyToClient(deps, me.id, input.cId, input.content);
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
  const recipients = await ownClientsAmong(deps.db, me.id, chosen);
  if (chosen && recipients.length !== chosen.length) throw notFound('Client not found');
  const withdrawn = await whoWithdrew(deps.db, recipients);
  if (withdrawn.size > 0 && withdrawn.size === recipients.length) {
    throw conflict(consentMessages.clientWithdrew, 'CONSENT_WITHDRAWN');
  }
  const rows = recipients
    .filter((id) => !withdrawn.has(id))
    .map((id) => ({ senderId: me.id, receiverId: id, content: input.content }));
  const sent = await storeMessages(deps, rows);
  return { message: bulkMessageSentText(sent, withdrawn.size), sent, skipped: withdrawn.size };
}

/** POST /client/sendMessage: from her (whatever the body says) to her own nutritionist only. */
export async function sendToNutritionist(
  deps: AppDeps,
  me: AuthUser,
  input: z.output<typeof clientMessageSchema>,
): Promise<{ message: string }> {
  assertSelf(me, input.cId);
  const nutritionistId = await nutritionistOf(deps.db, me.id);
  if (nutritionistId === null || nutritionistId !== input.nId) {
    throw notFound('Nutritionist not found');
  }
  await storeMessages(deps, [
    { senderId: me.id, receiverId: nutritionistId, content: input.content },
  ]);
  return { message: 'Message sent' };
}
