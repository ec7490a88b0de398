import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import type { Transport } from '#api/integrations/transport.ts';
import { createOutboxDispatcher } from '#api/modules/notifications/outbox-dispatcher.ts';
import { enqueueOnce } from '#api/modules/notifications/outbox.repository.ts';
import { freshDatabase } from '../helpers/test-database.ts';

const silent = Fastify({ logger: false }).log;

describe('automatic messages in the outbox', () => {
  const database = freshDatabase();

  it('writes a message with a dedupe key once, however often it is queued', async () => {
    const message = {
      channel: 'sms' as const,
      recipient: '+919876500001',
      subject: null,
      body: 'Hello',
      kind: 'journalNudge' as const,
      reason: 'no journal entry for 4 days',
      dedupeKey: 'journalNudge:test:2026-11-20',
    };
    const first = await enqueueOnce(database.db, message);
    const second = await enqueueOnce(database.db, message);
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
    const rows = await database.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.dedupeKey, message.dedupeKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'no journal entry for 4 days', kind: 'journalNudge' });
  });

  it('does not deliver a message before its not-before moment, and does after it', async () => {
    const delivered: string[] = [];
    const transport: Transport = {
      name: 'ok',
      channels: ['whatsapp'],
      deliver: async (m) => void delivered.push(m.body),
    };
    const now = new Date('2026-11-28T03:30:00Z').getTime();
    const later = await enqueueOnce(database.db, {
      channel: 'whatsapp',
      recipient: '+919876500002',
      subject: null,
      body: 'later',
      notBefore: new Date(now + 60 * 60_000),
    });
    const due = await enqueueOnce(database.db, {
      channel: 'whatsapp',
      recipient: '+919876500002',
      subject: null,
      body: 'due',
      notBefore: new Date(now - 60 * 60_000),
    });
    await createOutboxDispatcher(database.db, [transport], silent, undefined, {
      now: () => new Date(now),
    }).flush();
    expect(delivered).toEqual(['due']);
    const status = async (id: number | null) =>
      (
        await database.db
          .select()
          .from(t.outbox)
          .where(eq(t.outbox.id, id ?? 0))
      )[0]?.status;
    expect(await status(due)).toBe('sent');
    expect(await status(later)).toBe('pending');
  });
});
