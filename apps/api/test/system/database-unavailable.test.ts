import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '#api/app.ts';
import { openPostgres } from '#api/db/client.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app.ts';
import { createUser, loginAs, bearer, type TestUser } from '../helpers/factories.ts';
import type { FastifyInstance } from 'fastify';
import { testClock } from '../helpers/test-clock.ts';

const UNAVAILABLE = 'The service is briefly unavailable. Please try again.';

/** A local port nothing listens on: the kernel hands one out, and it is closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function expectUnavailable(response: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('1');
  expect(response.json()).toEqual({ message: UNAVAILABLE, code: 'UNAVAILABLE' });
}

describe('while the database cannot be reached, requests answer 503 with Retry-After', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/none`);
    app = await buildApp({ config: testConfig(), database, clock: testClock });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('answers a sign-in 503 "The service is briefly unavailable. Please try again."', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'asha@example.test', password: 'whatever-1', role: 'client' },
    });
    expectUnavailable(response);
  });

  it('says it in Hindi to our Hindi web app, with the same code and Retry-After', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'x-nourishwell-language': 'hi' },
      payload: { email: 'asha@example.test', password: 'whatever-1', role: 'client' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      message: 'सेवा थोड़ी देर के लिए उपलब्ध नहीं है। कृपया फिर से कोशिश करें।',
      code: 'UNAVAILABLE',
    });
  });

  it('answers the health check 503 with its own code, and Retry-After like every 503', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      message: 'The database is not reachable.',
      code: 'DATABASE_UNAVAILABLE',
    });
  });
});

describe.runIf(inject('testDatabase').kind === 'postgres')(
  'after PostgreSQL drops every connection, the app answers 503 and recovers by itself',
  () => {
    let t: TestApp;
    let admin: pg.Client;
    let user: TestUser;
    let headers: Record<string, string>;

    beforeAll(async () => {
      t = await buildTestApp();
      // Stands for any request whose query is running when the server goes away.
      t.app.get('/api/probe/slow', async () => {
        await t.db.execute(sql`select pg_sleep(30)`);
        return { ok: true };
      });
      user = await createUser(t.db, 'nutritionist');
      headers = bearer(await loginAs(t.app, user));
      admin = new pg.Client({ connectionString: t.databaseUrl });
      await admin.connect();
    });
    afterAll(async () => {
      await admin.end();
      await t.close();
    });

    const backends = async (where: string) =>
      Number(
        (
          await admin.query(
            `select count(*) from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() and ${where}`,
          )
        ).rows[0].count,
      );
    const ownRecord = () =>
      t.app.inject({ method: 'GET', url: `/api/nuts/id?id=${user.id}`, headers });

    it('answers the request cut off 503, then serves the next ones and listens again', async () => {
      expect((await ownRecord()).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await backends(`query like 'listen %'`)).toBe(2), {
        timeout: 10_000,
      });
      const slow = t.app.inject({ method: 'GET', url: '/api/probe/slow' });
      await vi.waitFor(async () => expect(await backends(`query like '%pg_sleep%'`)).toBe(1), {
        timeout: 10_000,
      });
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expectUnavailable(await slow);
      // No restart: the pool makes new connections and both listeners come back.
      await vi.waitFor(async () => expect((await ownRecord()).statusCode).toBe(200), {
        timeout: 10_000,
      });
      expect((await ownRecord()).json()).toEqual([expect.objectContaining({ id: user.id })]);
      await vi.waitFor(async () => expect(await backends(`query like 'listen %'`)).toBe(2), {
        timeout: 15_000,
      });
    });
  },
);
