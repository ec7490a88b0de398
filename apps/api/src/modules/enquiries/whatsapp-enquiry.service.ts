import type { AppDeps } from '#api/app-deps.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import * as repo from './enquiries.repository.ts';

/** A WhatsApp message from a number that is no client's (or more than one client's). */
export interface WhatsappEnquiry {
  /** Digits with the country code, as the platform gives them. */
  from: string;
  wamid: string;
  /** When it was sent, by the platform's timestamp: the 24-hour reply window runs from it. */
  at: Date;
  /** The WhatsApp profile's name, when the platform sent it. */
  profileName: string | null;
  content: string;
}

/**
 * Issue 36: an unknown number's WhatsApp message lands in the admin's enquiries (source
 * 'whatsapp': no email, no terms accepted, the message kept) and the practice is told by
 * email, as for the /signup form. A repeated delivery records nothing. Answers whether it
 * was new.
 */
export async function recordWhatsappEnquiry(
  deps: AppDeps,
  input: WhatsappEnquiry,
): Promise<boolean> {
  const phone = `+${input.from}`;
  const name = input.profileName?.trim().slice(0, 120) || null;
  const country = /^91\d{10}$/.test(input.from) ? 'India' : 'Outside India';
  const created = await deps.db.transaction(async (tx) => {
    const row = await repo.insertEnquiryOnce(tx, {
      source: 'whatsapp',
      name,
      illness: '',
      phone,
      email: null,
      country,
      acceptedTnc: false,
      message: input.content,
      externalId: input.wamid,
      sentAt: input.at,
    });
    if (!row) return false;
    await queueMessage(deps, tx, {
      kind: 'enquiry',
      channel: 'email',
      recipient: deps.config.mail.practiceEmail,
      subject: `New WhatsApp enquiry: ${name ?? phone}`,
      body: `Name on WhatsApp: ${name ?? 'not given'}\nPhone: ${phone}\nCountry: ${country}\n\n${input.content}\n\nReply on WhatsApp within 24 hours of this message, from the admin's Enquiries page.`,
    });
    return true;
  });
  if (created) deps.outbox.kick();
  return created;
}
