import net from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { holdListener } from '#api/lib/pg-listen.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/**
 * A TCP relay to PostgreSQL that can go silent: bytes stop flowing both ways, but no
 * connection closes — what an idle link cut by a network device looks like.
 */
async function silenceableRelay(target: URL) {
  let silent = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((downstream) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [downstream, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    downstream.on('data', (chunk) => silent || upstream.write(chunk));
    upstream.on('data', (chunk) => silent || downstream.write(chunk));
    downstream.on('close', () => upstream.destroy());
    upstream.on('close', () => downstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: Object.assign(new URL(target.href), { hostname: '127.0.0.1', port: String(port) }).href,
    goSilent: () => (silent = true),
    speakAgain: () => (silent = false),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const quiet = { warn: () => undefined, error: () => undefined } as never;

describe.runIf(inject('testDatabase').kind === 'postgres')('a held LISTEN connection', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('counts a link that goes silent as lost, and listens again once it answers', async () => {
    const relay = await silenceableRelay(new URL(database.url!));
    const pool = new pg.Pool({ connectionString: relay.url });
    const events: string[] = [];
    const listener = holdListener(
      pool,
      'nourishwell_test_channel',
      {
        onNotification: (payload) => events.push(`note ${payload}`),
        onListening: () => events.push('listening'),
        onLost: () => events.push('lost'),
      },
      quiet,
      { heartbeatMs: 100, timeoutMs: 300, retryMs: 100 },
    );
    try {
      await vi.waitFor(() => expect(events).toEqual(['listening']));
      relay.goSilent();
      await vi.waitFor(() => expect(events).toContain('lost'), { timeout: 2000 });
      relay.speakAgain();
      await vi.waitFor(() => expect(events.at(-1)).toBe('listening'), { timeout: 3000 });
      const sender = new pg.Client({ connectionString: database.url });
      await sender.connect();
      await sender.query(`notify nourishwell_test_channel, 'after the silence'`);
      await sender.end();
      await vi.waitFor(() => expect(events).toContain('note after the silence'));
    } finally {
      const started = performance.now();
      await listener.close();
      expect(performance.now() - started).toBeLessThan(2000);
      await pool.end();
      await relay.close();
    }
  });

  it('does not connect again after it is closed', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    const connect = vi.spyOn(pg.Client.prototype, 'connect');
    let losses = 0;
    const listener = holdListener(
      pool,
      'nourishwell_test_channel',
      { onNotification: () => undefined, onLost: () => (losses += 1) },
      quiet,
      { heartbeatMs: 100, timeoutMs: 200, retryMs: 200 },
    );
    try {
      // The first attempt has failed and the next one is waiting for its turn.
      await vi.waitFor(() => expect(losses).toBe(1));
      await listener.close();
      const attempts = connect.mock.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(connect.mock.calls.length).toBe(attempts);
    } finally {
      connect.mockRestore();
      await pool.end();
    }
  });
});
