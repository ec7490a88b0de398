import { and, eq, inArray } from 'drizzle-orm';
import {
  channelConsentVersion,
  DEFAULT_CONTACT_PREFERENCES,
  type ContactChannel,
  type ContactPreferences,
} from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { consents, contactPreferences, outbox } from '#api/db/schema/index.ts';

const columns = {
  whatsapp: contactPreferences.whatsapp,
  sms: contactPreferences.sms,
  email: contactPreferences.email,
  quietFrom: contactPreferences.quietFrom,
  quietUntil: contactPreferences.quietUntil,
  timeZone: contactPreferences.timeZone,
  checkInDay: contactPreferences.checkInDay,
};

/** Her choices; no row: the defaults. `lock` holds the row while a change is written. */
export async function preferencesOf(
  db: Executor,
  clientId: number,
  lock = false,
): Promise<ContactPreferences> {
  const query = db
    .select(columns)
    .from(contactPreferences)
    .where(eq(contactPreferences.clientId, clientId));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? { ...DEFAULT_CONTACT_PREFERENCES };
}

export async function savePreferences(
  db: Executor,
  clientId: number,
  preferences: ContactPreferences,
): Promise<void> {
  await db
    .insert(contactPreferences)
    .values({ clientId, ...preferences })
    .onConflictDoUpdate({ target: contactPreferences.clientId, set: preferences });
}

/**
 * Her messages on a channel that have not gone yet are withheld for good: she withdrew the
 * channel's consent. Answers how many.
 */
export async function cancelWaiting(
  db: Executor,
  clientId: number,
  channel: ContactChannel,
): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(outbox.clientId, clientId),
        eq(outbox.channel, channel),
        inArray(outbox.status, ['pending', 'sending']),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}

/** Her consent to a channel given or withdrawn, in the consent log (method `channels`). */
export async function logChannelConsent(
  db: Executor,
  entry: { userId: number; channel: ContactChannel; given: boolean; ip: string | null },
): Promise<void> {
  await db.insert(consents).values({
    userId: entry.userId,
    version: channelConsentVersion(entry.channel),
    action: entry.given ? 'accept' : 'withdraw',
    method: 'channels',
    ip: entry.ip,
  });
}
