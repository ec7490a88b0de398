import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { outbox } from '#api/db/schema/index.ts';

/**
 * What the provider later said about a sent row, moving only forward: read over delivered
 * over nothing, and failed only before either (a late "delivered" after a "read" — the
 * platform does not promise their order — changes nothing). Answers the rows changed.
 */
export async function updateDeliveryStatus(
  db: Executor,
  providerMessageId: string,
  status: 'delivered' | 'read' | 'failed',
  at: Date,
  reason: string | undefined,
): Promise<number> {
  const mine = eq(outbox.providerMessageId, providerMessageId);
  const rows =
    status === 'read'
      ? await db
          .update(outbox)
          .set({
            deliveryStatus: 'read',
            readAt: sql`coalesce(${outbox.readAt}, ${at.toISOString()}::timestamptz)`,
            // Read implies delivered, when the "delivered" notice was lost or comes later.
            deliveredAt: sql`coalesce(${outbox.deliveredAt}, ${at.toISOString()}::timestamptz)`,
          })
          .where(and(mine, sql`${outbox.deliveryStatus} is distinct from 'read'`))
          .returning({ id: outbox.id })
      : await db
          .update(outbox)
          .set(
            status === 'delivered'
              ? { deliveryStatus: 'delivered', deliveredAt: at }
              : { deliveryStatus: 'failed', lastError: reason ?? 'failed after sending' },
          )
          .where(and(mine, isNull(outbox.deliveryStatus)))
          .returning({ id: outbox.id });
  return rows.length;
}
