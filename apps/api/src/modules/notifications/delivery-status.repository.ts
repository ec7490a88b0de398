import { eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { outbox } from '#api/db/schema/index.ts';
import { messageColumns } from './outbox.repository.ts';

/** The sent row a provider's id names, locked for the status change. */
export async function sentRowFor(db: Executor, providerMessageId: string) {
  const [row] = await db
    .select({
      ...messageColumns,
      deliveryStatus: outbox.deliveryStatus,
      deliveredAt: outbox.deliveredAt,
      readAt: outbox.readAt,
    })
    .from(outbox)
    .where(eq(outbox.providerMessageId, providerMessageId))
    .limit(1)
    .for('update');
  return row;
}

export async function setDeliveryStatus(
  db: Executor,
  id: number,
  change: {
    deliveryStatus: 'delivered' | 'read' | 'failed';
    deliveredAt?: Date | null;
    readAt?: Date | null;
    lastError?: string | null;
  },
) {
  await db.update(outbox).set(change).where(eq(outbox.id, id));
}
