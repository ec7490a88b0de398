import type { WhatsappWindow } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { textRecipient } from '#api/lib/text-recipient.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertOwnClient } from '#api/modules/access/client-access.ts';
import { clientMessageContact } from '#api/modules/notifications/client-contact.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import { messageEvents } from './message-events.ts';
import * as repo from './messages.repository.ts';
import { whatsappWindowOf } from './whatsapp-window.ts';

/** GET /messages/whatsapp-window?with: her client's window, for the line above the composer. */
export async function whatsappWindow(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
): Promise<WhatsappWindow> {
  await assertOwnClient(deps.db, me.id, clientId, 'Conversation not found');
  const window = await whatsappWindowOf(deps, deps.db, clientId, me.id);
  return { open: window.open, until: window.until?.toISOString() ?? null };
}

/**
 * Issue 36: the nutritionist's message to her client. It is always stored for the app; while
 * the client's WhatsApp window is open (she wrote there in the last 24 hours) it is also
 * queued to her WhatsApp as free text, in the same transaction, and marked 'whatsapp' so
 * the thread shows where it went. Closed, nothing is queued: a free-text message outside
 * the window is refused by the platform, and she will read it in the app. Ownership and
 * consent are the caller's to check first.
 */
export async function replyToClient(
  deps: AppDeps,
  nutritionistId: number,
  clientId: number,
  content: string,
): Promise<void> {
  const { row, queued } = await deps.db.transaction(async (tx) => {
    const window = await whatsappWindowOf(deps, tx, clientId, nutritionistId);
    const to = window.open
      ? textRecipient((await clientMessageContact(tx, clientId))?.phone ?? null)
      : null;
    const row = await repo.insertMessage(tx, {
      senderId: nutritionistId,
      receiverId: clientId,
      content,
      channel: to ? 'whatsapp' : 'app',
    });
    const queued = to
      ? await queueMessage(deps, tx, {
          channel: 'whatsapp',
          kind: 'chat',
          clientId,
          recipient: to,
          subject: null,
          body: content,
        })
      : null;
    return { row, queued };
  });
  await deps.events.publish(messageEvents(row));
  if (queued !== null) deps.outbox.kick();
}
