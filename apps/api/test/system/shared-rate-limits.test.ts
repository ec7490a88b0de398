import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#api/app.ts';
import { openPostgres, type DatabaseHandle } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import { createMemoryCounterStore, type CounterStore } from '#api/lib/counter-store.ts';
import { createPostgresCounterStore } from '#api/db/counter-store-postgres.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../helpers/factories.ts';
import type { FastifyInstance } from 'fastify';
import { testClock } from '../helpers/test-clock.ts';

const isPostgres = inject('testDatabase').kind === 'postgres';

describe('attempt counters of the run’s database kind (memory on PGlite, a table on PostgreSQL)', () => {
  let app: TestApp;
  let counters: CounterStore;

  beforeAll(async () => {
    app = await buildTestApp();
    counters = isPostgres ? createPostgresCounterStore(app.db) : createMemoryCounterStore();
  });
  afterAll(() => app.close());

  it('counts twenty attempts sent at once as 1 to 20, and starts again after clear', async () => {
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => counters.hit('test:parallel', 60_000)),
    );
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const hit of hits) expect(hit.msLeft).toBeGreaterThan(0);
    await counters.clear('test:parallel');
    expect((await counters.hit('test:parallel', 60_000)).count).toBe(1);
  });

  it('keeps the counts in PostgreSQL only when the app runs on it', async () => {
    await counters.hit('test:where', 60_000);
    const rows = await app.db
      .select()
      .from(t.rateLimitCounters)
      .where(eq(t.rateLimitCounters.key, 'test:where'));
    expect(rows).toHaveLength(isPostgres ? 1 : 0);
  });
});

describe('a memory counter’s window', () => {
  it('starts a new count once its window has ended', async () => {
    let clock = 1_000;
    const counters = createMemoryCounterStore(() => clock);
    await counters.hit('k', 100);
    expect((await counters.hit('k', 100)).count).toBe(2);
    clock += 100;
    expect(await counters.hit('k', 100)).toEqual({ count: 1, msLeft: 100 });
  });
});

describe.runIf(isPostgres)(
  'two app processes on one PostgreSQL database share their limits',
  () => {
    let first: TestApp;
    let second: FastifyInstance;
    let secondDatabase: DatabaseHandle;
    let person: TestUser;

    beforeAll(async () => {
      const env = { LOGIN_MAX_PER_EMAIL: '10', LOGIN_MAX_PER_IP: '1000', FORM_MAX_PER_IP: '3' };
      first = await buildTestApp(env);
      secondDatabase = openPostgres(first.databaseUrl!);
      second = await buildApp({
        config: testConfig(env),
        database: secondDatabase,
        clock: testClock,
      });
      person = await createUser(first.db, 'client');
    });
    afterAll(async () => {
      await second.close();
      await secondDatabase.close();
      await first.close();
    });

    const signIn = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: person.email, password, role: 'client' },
      });

    it('answers the 11th wrong password 429 on either process, even with the right password', async () => {
      for (let i = 0; i < 10; i += 1) {
        const app = i % 2 === 0 ? first.app : second;
        expect((await signIn(app, `guess-${i}`)).statusCode).toBe(401);
      }
      for (const app of [first.app, second]) {
        const blocked = await signIn(app, `guess-again`);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().message).toMatch(/too many sign-in attempts/i);
      }
      expect((await signIn(second, TEST_PASSWORD)).statusCode).toBe(429);
    });

    it('counts a route’s per-address limit across both processes', async () => {
      const reachOut = (app: FastifyInstance, n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/reachout',
          payload: { name: 'Imran', email: `imran${n}@example.test`, concern: 'Teen diets?' },
        });
      expect((await reachOut(first.app, 1)).statusCode).toBe(200);
      expect((await reachOut(second, 2)).statusCode).toBe(200);
      expect((await reachOut(first.app, 3)).statusCode).toBe(200);
      expect((await reachOut(second, 4)).statusCode).toBe(429);
    });

    it('prunes counters whose window has ended', async () => {
      await first.db.insert(t.rateLimitCounters).values({
        key: 'test:old',
        count: 5,
        windowEndsAt: sql`now() - interval '1 hour'`,
      });
      // A fresh store prunes on its first count.
      await createPostgresCounterStore(first.db).hit('test:new', 60_000);
      const old = await first.db
        .select()
        .from(t.rateLimitCounters)
        .where(eq(t.rateLimitCounters.key, 'test:old'));
      expect(old).toEqual([]);
    });
  },
);
