import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { createWebhookMessenger } from '#api/integrations/messenger.ts';
import type { Transport } from '#api/integrations/transport.ts';
import { createOutboxDispatcher } from '#api/modules/notifications/outbox-dispatcher.ts';
import { enqueue } from '#api/modules/notifications/outbox.repository.ts';
import { freshDatabase } from '../helpers/test-database.ts';

// Fastify's logger with logging off: the dispatcher only needs somewhere to write.
const silent = Fastify({ logger: false }).log;

describe('the outbox dispatcher', () => {
  const database = freshDatabase();

  const rowOf = async (id: number) =>
    (await database.db.select().from(t.outbox).where(eq(t.outbox.id, id)))[0];

  it('delivers pending messages and marks them sent', async () => {
    const delivered: string[] = [];
    const transport: Transport = {
      name: 'ok',
      channels: ['email'],
      deliver: async (m) => void delivered.push(m.recipient),
    };
    const id = await enqueue(database.db, {
      channel: 'email',
      recipient: 'a@example.test',
      subject: 'Hi',
      body: 'Hello',
    });
    await createOutboxDispatcher(database.db, [transport], silent).flush();
    expect(delivered).toEqual(['a@example.test']);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('keeps a failed message for another try, and gives up after five attempts', async () => {
    const failing: Transport = {
      name: 'down',
      channels: ['sms'],
      deliver: async () => {
        throw new Error('gateway down');
      },
    };
    const id = await enqueue(database.db, {
      channel: 'sms',
      recipient: '+919876543210',
      subject: null,
      body: 'code',
    });
    const dispatcher = createOutboxDispatcher(database.db, [failing], silent);
    await dispatcher.flush();
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'gateway down',
    });
    for (let i = 0; i < 4; i += 1) await dispatcher.flush();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('leaves messages of a channel without a transport pending in the table', async () => {
    const id = await enqueue(database.db, {
      channel: 'whatsapp',
      recipient: '+919876543210',
      subject: null,
      body: 'link',
    });
    const dispatcher = createOutboxDispatcher(database.db, [], silent);
    expect(dispatcher.canDeliver('whatsapp')).toBe(false);
    await dispatcher.flush();
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('the webhook messenger', () => {
  it('posts channel, recipient and text as JSON, and fails on a non-2xx answer', async () => {
    const received: unknown[] = [];
    let status = 200;
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const messenger = createWebhookMessenger(`http://127.0.0.1:${port}/send`);
      await messenger.deliver({
        channel: 'whatsapp',
        recipient: '+919876543210',
        subject: null,
        body: 'Your link',
      });
      expect(received).toEqual([{ channel: 'whatsapp', to: '+919876543210', body: 'Your link' }]);
      status = 502;
      await expect(
        messenger.deliver({ channel: 'sms', recipient: '+919876543210', subject: null, body: 'x' }),
      ).rejects.toThrow('messenger webhook answered 502');
    } finally {
      server.close();
    }
  });
});
