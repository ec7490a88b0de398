import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, createUser, loginAs } from '../helpers/factories.ts';
import { isoDateFromToday } from '../helpers/test-clock.ts';

/**
 * Issue 30, finding 1: PostgreSQL ending its connections (a restart, a failover, an admin's
 * pg_terminate_backend) while requests are inside transactions. The test ends the backends
 * of its own database only, so other runs sharing the server are untouched.
 */
describe.runIf(inject('testDatabase').kind === 'postgres')(
  'when PostgreSQL ends the connections of requests inside transactions',
  () => {
    let app: TestApp;
    let admin: pg.Client;

    beforeAll(async () => {
      app = await buildTestApp();
      admin = new pg.Client({ connectionString: app.databaseUrl });
      await admin.connect();
    });
    afterAll(async () => {
      await admin.end();
      await app.close();
    });

    const endEveryConnection = () =>
      admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );

    it('answers the request whose transaction lost its connection 503, and the process stays up', async () => {
      // A transaction between two statements is exactly when the pool has no error listener
      // on the client: the connection's error then had nowhere to go but the process.
      let held!: () => void;
      const reached = new Promise<void>((resolve) => (held = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      app.app.post('/api/probe/held-transaction', async () => {
        await app.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          held();
          await released;
          await tx.execute(sql`select 2`);
        });
        return { ok: true };
      });
      const answer = app.app.inject({ method: 'POST', url: '/api/probe/held-transaction' });
      await reached;
      await endEveryConnection();
      // Let the socket's end reach the client before the transaction goes on.
      await vi.waitFor(
        async () => {
          const rows = await admin.query(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in%'`,
          );
          expect(rows.rows[0].n).toBe(0);
        },
        { timeout: 5000 },
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      const response = await answer;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toMatchObject({ code: 'UNAVAILABLE' });
      await vi.waitFor(
        async () =>
          expect((await app.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(
            200,
          ),
        { timeout: 2000 },
      );
    });

    it('loses no acknowledged write under 40 write loops, answers every failure 503 with Retry-After and serves again within 2 s', async () => {
      const LOOPS = 40;
      const deadline = isoDateFromToday('Asia/Kolkata', 90);
      const clients = await Promise.all(
        Array.from({ length: LOOPS }, () => createUser(app.db, 'client')),
      );
      const headers = await Promise.all(
        clients.map(async (client) => bearer(await loginAs(app.app, client))),
      );
      const acknowledged: number[] = [];
      const failures: { status: number; retryAfter: unknown; code: unknown }[] = [];
      let stop = false;
      let lastFailureAt = 0;
      const loop = async (index: number) => {
        const client = clients[index]!;
        while (!stop) {
          const response = await app.app.inject({
            method: 'POST',
            url: '/api/client/goal',
            headers: headers[index],
            // Complete goals: a client may add any number of them, so every try is a write.
            payload: {
              clientId: client.id,
              type: 'Drink water',
              target: '3 L',
              deadline,
              progress: 100,
            },
          });
          if (response.statusCode === 201) acknowledged.push(response.json().id);
          else {
            lastFailureAt = performance.now();
            failures.push({
              status: response.statusCode,
              retryAfter: response.headers['retry-after'],
              code: response.json().code,
            });
          }
        }
      };
      const running = clients.map((_, index) => loop(index));
      const before = acknowledged.length;
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(before + 100), {
        timeout: 20_000,
      });
      // Three times, as a server restarted twice in a minute would.
      for (let round = 0; round < 3; round += 1) {
        await endEveryConnection();
        const endedAt = performance.now();
        const count = acknowledged.length;
        await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(count + 20), {
          timeout: 2000,
          interval: 10,
        });
        expect(performance.now() - endedAt).toBeLessThan(2000);
      }
      stop = true;
      await Promise.all(running);
      // Every connection went back to the pool: none was kept by a transaction whose BEGIN
      // met a dead connection, so the pool cannot run dry after a few restarts.
      const pool = app.driver as pg.Pool;
      expect(pool.totalCount - pool.idleCount).toBe(0);

      expect(failures.length).toBeGreaterThan(0);
      for (const failure of failures) {
        expect(failure).toEqual({ status: 503, retryAfter: '1', code: 'UNAVAILABLE' });
      }
      expect(lastFailureAt).toBeGreaterThan(0);
      const stored = await app.db
        .select({ id: t.goals.id })
        .from(t.goals)
        .where(inArray(t.goals.id, acknowledged));
      expect(stored).toHaveLength(acknowledged.length);
      expect(new Set(acknowledged).size).toBe(acknowledged.length);
      // Every acknowledged goal has its audit row: the transaction committed whole.
      const audited = await app.db
        .select({ id: t.auditLog.entityId })
        .from(t.auditLog)
        .where(eq(t.auditLog.entity, 'goal'));
      const auditedIds = new Set(audited.map((row) => Number(row.id)));
      expect(acknowledged.filter((id) => !auditedIds.has(id))).toEqual([]);
    }, 60_000);
  },
);
