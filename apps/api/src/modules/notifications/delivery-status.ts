import type { Executor } from '#api/db/client.ts';
import { updateDeliveryStatus } from './delivery-status.repository.ts';

/**
 * Issue 36: a provider's later word on a message it accepted (WhatsApp's statuses webhook),
 * for the admin's Sent Messages. 'sent' is what the outbox row says already; the others
 * only move forward (read never goes back to delivered). Answers how many rows changed.
 */
export function recordDeliveryStatus(
  db: Executor,
  providerMessageId: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  at: Date,
  reason?: string,
): Promise<number> {
  if (status === 'sent') return Promise.resolve(0);
  return updateDeliveryStatus(db, providerMessageId, status, at, reason);
}
