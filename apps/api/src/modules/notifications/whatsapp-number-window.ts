import type { Executor } from '#api/db/client.ts';
import type { Clock } from '#api/lib/clock.ts';
import { whatsappWindowAfter, type WhatsappWindowState } from '#api/lib/whatsapp-window.ts';
import * as repo from './provider-routing.repository.ts';

/**
 * A number's WhatsApp window as the platform keeps it: from the latest message that number
 * sent the practice, whether it joined a client's chat (`clientId`, the client it is) or
 * became an enquiry (a number that is no client's, issue 36). `recipient` is written as
 * textRecipient writes it ("+919812345678"), as an enquiry keeps its number.
 */
export async function numberWindow(
  clock: Clock,
  db: Executor,
  recipient: string,
  clientId?: number | null,
): Promise<WhatsappWindowState> {
  const asClient = clientId == null ? null : await repo.lastWhatsAppFrom(db, clientId);
  const asEnquiry = await repo.lastEnquiryFrom(db, recipient);
  const last = !asClient ? asEnquiry : !asEnquiry || asClient > asEnquiry ? asClient : asEnquiry;
  return whatsappWindowAfter(last, clock.now());
}
