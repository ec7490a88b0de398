import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#api/db/client.ts';
import { isLocale, type Locale } from '@nourishwell/shared';
import {
  PermanentDeliveryError,
  type MessageToDeliver,
  type OutgoingMessage,
  type Transport,
} from '#api/integrations/transport.ts';
import * as repo from './outbox.repository.ts';
import { queueSmsFallback } from './sms-fallback.ts';
import { loggableError } from '#api/lib/loggable-error.ts';
import { systemClock, type Clock } from '#api/lib/clock.ts';

const MAX_ATTEMPTS = 5;
const BATCH = 20;

export interface OutboxDispatcher {
  canDeliver: (channel: OutgoingMessage['channel']) => boolean;
  /** Ask for a delivery round soon (after the transaction that wrote the rows commits). */
  kick: () => void;
  /** Deliver everything deliverable now; resolves when the round is done. */
  flush: () => Promise<void>;
  start: (intervalMs?: number) => void;
  stop: () => Promise<void>;
}

/**
 * An issued document's PDF by its id, in the reader's language (issue 34): given to the
 * dispatcher where the app is put together, so the outbox knows no billing table.
 */
export type DocumentPdf = (
  documentId: number,
  recipientLocale?: Locale,
) => Promise<{ filename: string; content: Buffer }>;

/**
 * Delivers outbox rows through the transports that are configured. A channel with no
 * transport keeps its rows pending, and the log says so once per row, so a person can
 * read them in the outbox table (decision 002). Each round first
 * marks rows past their `expiresAt` expired, so a reminder never arrives after its session.
 */
export function createOutboxDispatcher(
  db: Database,
  transports: Transport[],
  log: FastifyBaseLogger,
  documentPdf?: DocumentPdf,
  /** "Now" for a row's not-before moment (issue 36): the app's clock, which tests pin. */
  clock: Clock = systemClock,
): OutboxDispatcher {
  const byChannel = new Map<OutgoingMessage['channel'], Transport>();
  for (const transport of transports)
    for (const channel of transport.channels) byChannel.set(channel, transport);
  const channels = [...byChannel.keys()];
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  /** A row naming a document gets its PDF attached, made now in the recipient's language. */
  async function withDocument(row: repo.OutboxRow): Promise<MessageToDeliver> {
    if (row.documentId == null) return row;
    if (!documentPdf) throw new Error(`no document renderer for document ${row.documentId}`);
    const locale =
      row.channel === 'email' ? await repo.recipientLanguage(db, row.recipient) : undefined;
    const pdf = await documentPdf(row.documentId, isLocale(locale) ? locale : undefined);
    return { ...row, attachments: [{ ...pdf, contentType: 'application/pdf' }] };
  }

  async function round(): Promise<void> {
    await repo.expireOverdue(db);
    for (;;) {
      // An SMS copy written this round is delivered in it too.
      let copied = false;
      const rows = await repo.claim(db, channels, BATCH, clock.now());
      for (const row of rows) {
        const transport = byChannel.get(row.channel);
        try {
          if (!transport) throw new Error(`no transport for ${row.channel}`);
          const delivered = await transport.deliver(await withDocument(row));
          await repo.markSent(db, row.id, delivered?.providerMessageId ?? null);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          log.warn(
            { outboxId: row.id, channel: row.channel, attempt: row.attempts, reason },
            'outbox delivery failed',
          );
          // A reason another try will not change fails the row now (decision 032).
          const last = error instanceof PermanentDeliveryError ? row.attempts : MAX_ATTEMPTS;
          if ((await repo.markFailed(db, row, reason, last)) && byChannel.has('sms'))
            copied = (await queueSmsFallback(db, row)) !== null || copied;
        }
      }
      if (rows.length < BATCH && !copied) return;
    }
  }

  const flush = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => log.error({ err: loggableError(error) }, 'outbox round failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void flush();
        }
      });
    return running;
  };

  return {
    canDeliver: (channel) => byChannel.has(channel),
    kick: () => {
      if (channels.length > 0) setImmediate(() => void flush());
    },
    flush,
    start: (intervalMs = 30_000) => {
      if (channels.length === 0) return;
      timer = setInterval(() => void flush(), intervalMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
      await Promise.all(transports.map((t) => t.close?.()));
    },
  };
}

/** Logs where an undeliverable message waits, for channels without a transport. */
/** Names the row, never its recipient: an email address or phone is personal data (issue 30). */
export function describeWaiting(channel: OutgoingMessage['channel'], id: number): string {
  return `${channel} waits in the outbox table (id ${id}): no ${channel === 'email' ? 'SMTP_URL' : 'MESSENGER_WEBHOOK_URL'} is configured`;
}
