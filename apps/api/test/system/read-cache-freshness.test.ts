import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { DATA_CHANGED_CHANNEL } from '#api/lib/read-cache.ts';
import { buildTestApp, secondAppOn, type TestApp } from '../helpers/build-test-app.ts';
import { caseloadFixture, nutritionistSends } from '../helpers/caseload.ts';
import { bearer, changePassword, createUser, loginAs } from '../helpers/factories.ts';
import type { FastifyInstance } from 'fastify';
import { isoDateFromToday, wallClockFromToday } from '../helpers/test-clock.ts';

type Fixture = Awaited<ReturnType<typeof caseloadFixture>>;

/** Her list as the nutritionist sees it, through the given app process. */
async function caseload(app: FastifyInstance, f: Fixture) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/client/byNutId?id=${f.as.nutritionist.user.id}`,
    headers: f.as.nutritionist.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{ id: number; name: string; nextSession: string | null }>;
}
/** Her client's next session: 11:00 in India three weeks from today (05:30 UTC). */
const nextSessionDay = () => isoDateFromToday('Asia/Kolkata', 21);
const nextSessionAt = () => wallClockFromToday('Asia/Kolkata', 21, 11).toISOString();

/** She books her client's next session (nextSessionAt). */
async function bookNextSession(app: FastifyInstance, f: Fixture) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/client/updateSession',
    headers: f.as.nutritionist.headers,
    payload: { cId: f.mine.id, appointmentDate: `${nextSessionDay()}T11:00:00+05:30` },
  });
  expect(response.statusCode).toBe(200);
}
/** Renames her client in a way the change triggers do not see (replication role). */
async function renameUnseen(app: TestApp, id: number, name: string) {
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(t.clients).set({ name }).where(eq(t.clients.id, id));
  });
}

/**
 * Waits until her list is served from memory (the cache trusts the notifications once
 * its listener is in place): a rename the triggers miss stays unseen. Answers that name.
 */
async function untilKept(app: TestApp, f: Fixture): Promise<string> {
  let attempt = 0;
  let name = '';
  await vi.waitFor(async () => {
    await caseload(app.app, f);
    attempt += 1;
    name = `Unseen ${attempt}`;
    await renameUnseen(app, f.mine.id, name);
    expect(mineIn(await caseload(app.app, f), f)?.name).not.toBe(name);
  });
  return name;
}

const mineIn = (list: Awaited<ReturnType<typeof caseload>>, f: Fixture) =>
  list.find((client) => client.id === f.mine.id);

// Decision 005: kept answers (the account behind a token, a nutritionist's list) must
// never show data older than what the database holds once a change is known.
describe('kept answers never outlive the data they show', () => {
  let app: TestApp;
  let f: Fixture;

  beforeAll(async () => {
    app = await buildTestApp();
    f = await caseloadFixture(app, { mine: 'Kavya Rao' });
  });
  afterAll(() => app.close());

  it('keeps her list between reads; a refused write, or one that changes none of its tables, drops nothing', async () => {
    // Her first sign-in of the day writes her last_active_at (the retention clock, issue
    // 18); a later one that day changes no account.
    await loginAs(app.app, f.mine);
    const name = await untilKept(app, f);
    const refused = [
      await app.app.inject({ method: 'POST', url: '/api/no-such-route' }),
      await app.app.inject({ method: 'POST', url: '/api/client/updateSession', payload: {} }),
      await app.app.inject({
        method: 'POST',
        url: '/api/client/updateSession',
        headers: f.as.nutritionist.headers,
        payload: { cId: 'not a number' },
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 401, 400]);
    expect(mineIn(await caseload(app.app, f), f)?.name).not.toBe(name);
    // Answered writes to tables none of the kept answers are built from: a chat message,
    // marking it read, a second sign-in that day (it counts attempts, but changes no account), an enquiry.
    const sent = await nutritionistSends(app.app, f, 'See you on Monday');
    const read = await app.app.inject({
      method: 'POST',
      url: '/api/messages/read',
      headers: f.as.nutritionist.headers,
      payload: { with: f.mine.id },
    });
    await loginAs(app.app, f.mine);
    const enquiry = await app.app.inject({
      method: 'POST',
      url: '/api/users/sendmail',
      payload: {
        name: 'Lakshmi Pillai',
        illness: 'Thyroid and weight gain',
        phone: '98470 12345',
        email: 'lakshmi@example.test',
        country: 'India',
        state: 'Kerala',
        language: 'Malayalam',
        acceptedTnC: true,
      },
    });
    expect([sent.statusCode, read.statusCode, enquiry.statusCode]).toEqual([200, 200, 200]);
    expect(mineIn(await caseload(app.app, f), f)?.name).not.toBe(name);
  });

  it('drops only the answers built from the table a write changed, before the write answers', async () => {
    const name = await untilKept(app, f);
    const recorded = await app.app.inject({
      method: 'POST',
      url: '/api/client/progress',
      headers: f.as.nutritionist.headers,
      payload: { clientId: f.mine.id, week: 1, weight: 71.5 },
    });
    expect(recorded.statusCode).toBe(200);
    const before = app.app.readCache.stats();
    // Her list comes from progress_entries: read again. Her account does not: still kept.
    expect(mineIn(await caseload(app.app, f), f)?.name).toBe(name);
    const after = app.app.readCache.stats();
    expect(after.hits - before.hits).toBe(1);
    expect(after.misses - before.misses).toBe(1);
  });

  it('shows a nutritionist her own change on her very next read', async () => {
    expect(mineIn(await caseload(app.app, f), f)?.nextSession).toBeNull();
    await bookNextSession(app.app, f);
    expect(mineIn(await caseload(app.app, f), f)?.nextSession).toBe(nextSessionAt());
  });

  it('shows a change written straight into the database by another program', async () => {
    await caseload(app.app, f);
    await app.db.update(t.clients).set({ name: 'Kavya R.' }).where(eq(t.clients.id, f.mine.id));
    // Another program's change arrives as a notification: at once on PGlite, within
    // moments on PostgreSQL.
    await vi.waitFor(
      async () => expect(mineIn(await caseload(app.app, f), f)?.name).toBe('Kavya R.'),
      {
        timeout: 2000,
        interval: 20,
      },
    );
  });

  it('keeps the admin’s client total in step with clients added and removed', async () => {
    const total = async () => {
      const page = await app.app.inject({
        method: 'GET',
        url: '/api/client/clients?limit=1',
        headers: f.as.admin.headers,
      });
      expect(page.statusCode).toBe(200);
      return Number(page.headers['x-total-count']);
    };
    const before = await total();
    const gone = await createUser(app.db, 'client');
    await vi.waitFor(async () => expect(await total()).toBe(before + 1), {
      timeout: 2000,
      interval: 20,
    });
    const removed = await app.app.inject({
      method: 'DELETE',
      url: `/api/clients/${gone.id}`,
      headers: f.as.admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await total()).toBe(before);
  });

  it('ends a token once its account is removed straight from the database', async () => {
    const gone = await createUser(app.db, 'client');
    const headers = bearer(await loginAs(app.app, gone));
    const check = () => app.app.inject({ method: 'GET', url: '/api/protectroute', headers });
    expect((await check()).statusCode).toBe(200);
    await app.db.delete(t.users).where(eq(t.users.id, gone.id));
    await vi.waitFor(async () => expect((await check()).statusCode).toBe(401), {
      timeout: 2000,
      interval: 20,
    });
  });
});

describe.runIf(inject('testDatabase').kind === 'postgres')(
  'kept answers across two processes on one PostgreSQL',
  () => {
    it('a change written through one process reaches the other process’s next reads', async () => {
      const first = await buildTestApp();
      const f = await caseloadFixture(first, { mine: 'Ishaan Mehta' });
      const second = await secondAppOn(first);
      try {
        await second.ready();
        // Give the second process's LISTEN a moment to be in place, so it keeps answers.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(mineIn(await caseload(second, f), f)?.nextSession).toBeNull();
        await bookNextSession(first.app, f);
        await vi.waitFor(
          async () =>
            expect(mineIn(await caseload(second, f), f)?.nextSession).toBe(nextSessionAt()),
          { timeout: 2000, interval: 20 },
        );
      } finally {
        await second.close();
        await first.close();
      }
    });

    it('accepts the token of a password just changed through the other process at once', async () => {
      const first = await buildTestApp();
      const second = await secondAppOn(first);
      try {
        const person = await createUser(first.db, 'client');
        const oldToken = await loginAs(first.app, person);
        const check = (token: string) =>
          second.inject({ method: 'GET', url: '/api/protectroute', headers: bearer(token) });
        expect((await check(oldToken)).statusCode).toBe(200); // the second process keeps her account
        const change = await changePassword(first.app, oldToken, 'brand-new-secret');
        expect(change.statusCode).toBe(200);
        // Before any notification can have arrived: the kept account is behind, so the
        // second process asks the database rather than refusing.
        expect((await check(change.json().token)).statusCode).toBe(200);
        await vi.waitFor(async () => expect((await check(oldToken)).statusCode).toBe(401));
      } finally {
        await second.close();
        await first.close();
      }
    });

    it('serves nothing from memory while its listening connection is down, and keeps again once it is back', async () => {
      const app = await buildTestApp();
      const f = await caseloadFixture(app, { mine: 'Farah Khan' });
      const rename = (name: string) =>
        app.db.update(t.clients).set({ name }).where(eq(t.clients.id, f.mine.id));
      const shows = (name: string, timeout: number) =>
        vi.waitFor(async () => expect(mineIn(await caseload(app.app, f), f)?.name).toBe(name), {
          timeout,
          interval: 20,
        });
      try {
        await app.app.ready();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await caseload(app.app, f);
        await app.db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`listen ${DATA_CHANGED_CHANNEL}`}`);
        // Its notification is lost: only not trusting the cache shows this change before
        // the listener is back (a second later, when the cache starts afresh anyway).
        await rename('Farah K.');
        await shows('Farah K.', 500);
        // The listener is re-made a second later; changes reach the cache again.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await caseload(app.app, f);
        await rename('Farah Khan');
        await shows('Farah Khan', 2000);
      } finally {
        await app.close();
      }
    });
  },
);
