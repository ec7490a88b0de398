import { and, eq, max, sql } from 'drizzle-orm';
import { DEFAULT_MESSAGING_SETTINGS, type MessagingSettings } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { clients, enquiries, messages, practiceSettings, users } from '#api/db/schema/index.ts';
import { textRecipient } from '#api/lib/text-recipient.ts';

/** The template names and DLT ids the practice registered (the defaults before any). */
export async function messagingSettings(db: Executor): Promise<MessagingSettings> {
  const [row] = await db
    .select({ messaging: practiceSettings.messaging })
    .from(practiceSettings)
    .where(eq(practiceSettings.id, 1));
  return row?.messaging ?? DEFAULT_MESSAGING_SETTINGS;
}

export async function saveMessagingSettings(db: Executor, messaging: MessagingSettings) {
  await db
    .insert(practiceSettings)
    .values({ id: 1, messaging })
    .onConflictDoUpdate({ target: practiceSettings.id, set: { messaging, updatedAt: sql`now()` } });
}

/**
 * The client a text goes to: the row's own client, else the one whose mobile is the
 * recipient (compared as textRecipient writes both). Undefined for staff and strangers.
 */
export async function textClient(
  db: Executor,
  clientId: number | null | undefined,
  recipient: string,
): Promise<{ id: number; language: string } | undefined> {
  const columns = { id: clients.id, phone: clients.phone, language: users.language };
  const base = db.select(columns).from(clients).innerJoin(users, eq(users.id, clients.id));
  if (clientId != null) {
    const [row] = await base.where(eq(clients.id, clientId));
    return row;
  }
  const last10 = recipient.replace(/\D/g, '').slice(-10);
  if (last10.length < 10) return undefined;
  const rows = await base.where(
    sql`right(regexp_replace(${clients.phone}, '\\D', '', 'g'), 10) = ${last10}`,
  );
  return rows.find((row) => textRecipient(row.phone) === recipient);
}

/** When she last wrote to us on WhatsApp (the 24-hour window opens from it). */
export async function lastWhatsAppFrom(db: Executor, clientId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(messages.sentAt) })
    .from(messages)
    .where(and(eq(messages.senderId, clientId), eq(messages.channel, 'whatsapp')));
  return row?.at ?? null;
}

/** When this number last wrote to us on WhatsApp as a number that is no client's (issue 36). */
export async function lastEnquiryFrom(db: Executor, phone: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(enquiries.sentAt) })
    .from(enquiries)
    .where(and(eq(enquiries.source, 'whatsapp'), eq(enquiries.phone, phone)));
  return row?.at ?? null;
}
