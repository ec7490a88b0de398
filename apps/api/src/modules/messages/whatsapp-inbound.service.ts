import type { AppDeps } from '#api/app-deps.ts';
import { textRecipient } from '#api/lib/text-recipient.ts';
import { messageEvents } from './message-events.ts';
import * as repo from './messages.repository.ts';
import { clientsWithVerifiedPhone } from './whatsapp-inbound.repository.ts';

/** One message that came in on WhatsApp, as the webhook read it. */
export interface IncomingWhatsapp {
  /** The sender's number as the platform gives it: digits with the country code. */
  from: string;
  /** The platform's message id (wamid): the same message delivered twice is stored once. */
  wamid: string;
  /** When she sent it. */
  at: Date;
  /** Her text, or a placeholder for what is not text ("[image] caption"). */
  content: string;
}

/**
 * Issue 36: a client's WhatsApp message joins her conversation with her nutritionist, and
 * her open chat screens hear of it as of an in-app message (decision 004). She is the
 * client whose verified phone is this number, exactly one, with a nutritionist; otherwise
 * 'unknown' (the caller makes it an enquiry). A client who withdrew consent is still
 * matched: what she wrote to the practice is kept, not lost (nothing automatic reads it;
 * a reply is refused by the send's own consent check).
 */
export async function receiveFromClient(
  deps: AppDeps,
  incoming: IncomingWhatsapp,
): Promise<'stored' | 'duplicate' | 'unknown'> {
  const number = `+${incoming.from}`;
  const candidates = (await clientsWithVerifiedPhone(deps.db, incoming.from.slice(-10))).filter(
    (c) => textRecipient(c.phone) === number,
  );
  const client = candidates.length === 1 ? candidates[0] : undefined;
  if (!client?.nutritionistId) return 'unknown';
  const row = await repo.insertIncoming(deps.db, {
    senderId: client.id,
    receiverId: client.nutritionistId,
    content: incoming.content,
    sentAt: incoming.at,
    externalId: incoming.wamid,
  });
  if (!row) return 'duplicate';
  await deps.events.publish(messageEvents(row));
  return 'stored';
}
