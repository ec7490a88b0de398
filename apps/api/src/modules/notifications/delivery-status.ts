import type { AppDeps } from '#api/app-deps.ts';
import type { Database } from '#api/db/client.ts';
import * as repo from './delivery-status.repository.ts';
import { queueSmsFallback } from './sms-fallback.ts';

export type DeliveryStatus = 'delivered' | 'read' | 'failed';

/** Statuses only move forward: read never goes back to delivered, nor either to failed. */
const RANK: Record<DeliveryStatus, number> = { failed: 1, delivered: 2, read: 3 };

export interface StatusOutcome {
  /** No sent row has that provider id (a status of a message we did not send, or erased). */
  found: boolean;
  /** The SMS copy written because WhatsApp reported a failure after accepting the message. */
  fallbackId: number | null;
}

/**
 * What the provider later said of a message it accepted (the WhatsApp webhook's statuses,
 * decision 032): delivered and read with their moments, failed with the reason (the
 * provider's code in words, no personal data). A failure of a WhatsApp message writes its
 * SMS copy once when `smsFallback` (an SMS transport exists); the caller kicks the outbox.
 */
export async function recordDeliveryStatus(
  db: Database,
  providerMessageId: string,
  status: DeliveryStatus,
  at: Date,
  reason?: string,
  options: { smsFallback?: boolean } = {},
): Promise<StatusOutcome> {
  return db.transaction(async (tx) => {
    const row = await repo.sentRowFor(tx, providerMessageId);
    if (!row) return { found: false, fallbackId: null };
    const before = row.deliveryStatus;
    if (status === 'failed') {
      if (before !== null) return { found: true, fallbackId: null };
      await repo.setDeliveryStatus(tx, row.id, {
        deliveryStatus: 'failed',
        lastError: (reason ?? 'the provider reported a failure').slice(0, 500),
      });
      const fallbackId = options.smsFallback === false ? null : await queueSmsFallback(tx, row);
      return { found: true, fallbackId };
    }
    // A late "delivered" after "read" still fills in when it was delivered.
    const keep = before !== null && RANK[before] > RANK[status];
    await repo.setDeliveryStatus(tx, row.id, {
      deliveryStatus: keep ? before : status,
      deliveredAt: row.deliveredAt ?? at,
      readAt: status === 'read' ? (row.readAt ?? at) : row.readAt,
    });
    return { found: true, fallbackId: null };
  });
}

/**
 * The same for a webhook handler: the SMS copy only when an SMS transport can deliver it,
 * and the outbox kicked when one was written.
 */
export async function recordProviderStatus(
  deps: Pick<AppDeps, 'db' | 'outbox'>,
  providerMessageId: string,
  status: DeliveryStatus,
  at: Date,
  reason?: string,
): Promise<StatusOutcome> {
  const outcome = await recordDeliveryStatus(deps.db, providerMessageId, status, at, reason, {
    smsFallback: deps.outbox.canDeliver('sms'),
  });
  if (outcome.fallbackId !== null) deps.outbox.kick();
  return outcome;
}
