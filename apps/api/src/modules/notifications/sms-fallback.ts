import type { Executor } from '#api/db/client.ts';
import type { OutgoingMessage } from '#api/integrations/transport.ts';
import { enqueueOnce } from './outbox.repository.ts';

/** What of a WhatsApp row its SMS copy needs. */
export type FallbackSource = OutgoingMessage & { id: number };

/**
 * SMS is the fallback when WhatsApp failed for good (decision 032): one SMS copy of the
 * row, same kind, words and template parameters, written once (its dedupe key), so a
 * late "failed" status after a retry's failure does not send a second. Answers the new
 * row's id, or null when there is nothing to copy or a copy exists.
 */
export async function queueSmsFallback(db: Executor, row: FallbackSource): Promise<number | null> {
  if (row.channel !== 'whatsapp' || row.fallbackOf != null) return null;
  return enqueueOnce(db, {
    channel: 'sms',
    recipient: row.recipient,
    subject: null,
    body: row.body,
    kind: row.kind ?? 'other',
    templateParams: row.templateParams ?? null,
    clientId: row.clientId ?? null,
    reason: row.reason ?? null,
    expiresAt: row.expiresAt ?? null,
    fallbackOf: row.id,
    dedupeKey: `fallback:${row.id}`,
  });
}
