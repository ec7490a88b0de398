import { count, desc } from 'drizzle-orm';
import type { NotificationLogRow } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { outbox } from '#api/db/schema/index.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * A page of the outbox, newest first, and how many rows it has. Only what says whether a
 * message went out: never the subject or body, which may name health matters.
 */
export async function notificationLog(
  db: Executor,
  limit: number,
  offset: number,
): Promise<{ rows: NotificationLogRow[]; total: number }> {
  const [rows, [all]] = await Promise.all([
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        recipient: outbox.recipient,
        channel: outbox.channel,
        status: outbox.status,
        attempts: outbox.attempts,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
        deliveryStatus: outbox.deliveryStatus,
        deliveredAt: outbox.deliveredAt,
        readAt: outbox.readAt,
        lastError: outbox.lastError,
        reason: outbox.reason,
      })
      .from(outbox)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(outbox),
  ]);
  return {
    total: all?.n ?? 0,
    rows: rows.map(({ lastError, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      sentAt: iso(row.sentAt),
      deliveredAt: iso(row.deliveredAt),
      readAt: iso(row.readAt),
      failureReason: row.status === 'failed' || row.deliveryStatus === 'failed' ? lastError : null,
    })),
  };
}
