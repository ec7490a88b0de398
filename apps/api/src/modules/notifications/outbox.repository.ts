import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { outbox, users } from '#api/db/schema/index.ts';
import type { OutgoingMessage } from '#api/integrations/transport.ts';

/** A row's message as a transport (or its SMS copy) needs it. */
export const messageColumns = {
  id: outbox.id,
  channel: outbox.channel,
  recipient: outbox.recipient,
  subject: outbox.subject,
  body: outbox.body,
  kind: outbox.kind,
  clientId: outbox.clientId,
  templateParams: outbox.templateParams,
  reason: outbox.reason,
  expiresAt: outbox.expiresAt,
  fallbackOf: outbox.fallbackOf,
};

export interface OutboxRow extends OutgoingMessage {
  id: number;
  attempts: number;
}

export async function enqueue(db: Executor, message: OutgoingMessage): Promise<number> {
  const id = await enqueueOnce(db, message);
  if (id === null) throw new Error('outbox row not written');
  return id;
}

/**
 * Writes one row; answers its id, or null when a row with the same `dedupeKey` exists
 * already (the message was sent, or is on its way, once: issue 36).
 */
export async function enqueueOnce(db: Executor, message: OutgoingMessage): Promise<number | null> {
  const [row] = await db
    .insert(outbox)
    .values({ ...message, kind: message.kind ?? 'other' })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  return row?.id ?? null;
}

/**
 * Waiting rows whose moment has passed (a reminder after its session started) become
 * expired and are never delivered; returns how many.
 */
export async function expireOverdue(db: Executor): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: 'expired' })
    .where(and(inArray(outbox.status, ['pending', 'sending']), lte(outbox.expiresAt, sql`now()`)))
    .returning({ id: outbox.id });
  return rows.length;
}

/**
 * Claims up to `limit` deliverable rows of the given channels for this dispatcher:
 * pending ones, and ones claimed long ago by a dispatcher that died mid-send.
 * SKIP LOCKED lets several processes dispatch without sending a message twice.
 */
export async function claim(
  db: Executor,
  channels: ReadonlyArray<OutgoingMessage['channel']>,
  limit: number,
  now: Date,
  staleAfterMinutes = 10,
): Promise<OutboxRow[]> {
  if (channels.length === 0) return [];
  const claimable = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.channel, [...channels]),
        or(isNull(outbox.expiresAt), gt(outbox.expiresAt, sql`now()`)),
        or(isNull(outbox.notBefore), lte(outbox.notBefore, now)),
        or(
          eq(outbox.status, 'pending'),
          and(
            eq(outbox.status, 'sending'),
            lt(outbox.claimedAt, sql`now() - make_interval(mins => ${staleAfterMinutes})`),
          ),
        ),
      ),
    )
    .orderBy(outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: 'sending', claimedAt: sql`now()`, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, claimable))
    .returning({
      ...messageColumns,
      calendar: outbox.calendar,
      documentId: outbox.documentId,
      attempts: outbox.attempts,
    });
}

/**
 * The language an email's recipient reads, found by her address: a client's own, English
 * for staff and for an address that is no account's (decision 029).
 */
export async function recipientLanguage(db: Executor, email: string): Promise<string> {
  const [person] = await db
    .select({ role: users.role, language: users.language })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return person?.role === 'client' ? person.language : 'en';
}

/** Sent, with the provider's id for the message when it gave one (statuses name it). */
export async function markSent(
  db: Executor,
  id: number,
  providerMessageId: string | null = null,
): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, providerMessageId })
    .where(eq(outbox.id, id));
}

/**
 * Back to pending for another try, or failed for good after `maxAttempts`; answers
 * whether it failed for good.
 */
export async function markFailed(
  db: Executor,
  row: OutboxRow,
  error: string,
  maxAttempts: number,
): Promise<boolean> {
  const final = row.attempts >= maxAttempts;
  await db
    .update(outbox)
    .set({ status: final ? 'failed' : 'pending', lastError: error.slice(0, 500) })
    .where(eq(outbox.id, row.id));
  return final;
}
