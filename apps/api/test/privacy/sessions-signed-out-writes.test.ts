import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { userSessions } from '#api/db/schema/index.ts';
import { buildTestApp, secondAppOn, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, createUser, loginAs, type TestUser } from '../helpers/factories.ts';

// Issue 30, finding 8: a session signed out through one process was accepted once more by
// another (its kept token check waits for the database's notification, ~ms). A write now
// checks the session in the database itself; a read may use the kept answer (decision 021).

const me = (app: FastifyInstance, headers: object) =>
  app.inject({ method: 'GET', url: '/api/users/me', headers: headers as Record<string, string> });
/** A write: her sign-out of the device, refused (401) once the session has ended. */
const write = (app: FastifyInstance, headers: object) =>
  app.inject({
    method: 'POST',
    url: '/api/users/logout',
    headers: headers as Record<string, string>,
  });

/** Waits until the app answers her token check from memory (it trusts the notifications). */
async function untilKept(app: FastifyInstance, headers: object) {
  await vi.waitFor(async () => {
    const before = app.readCache.stats().hits;
    expect((await me(app, headers)).statusCode).toBe(200);
    expect(app.readCache.stats().hits).toBeGreaterThan(before);
  });
}

describe('a signed-out session changes nothing, even before the notification arrives', () => {
  let t: TestApp;
  let meera: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    meera = await createUser(t.db, 'client');
  });
  afterAll(() => t.close());

  it('refuses a write with a token whose session ended unannounced, while a read may still see the kept answer', async () => {
    const headers = bearer(await loginAs(t.app, meera));
    await untilKept(t.app, headers);
    // Ended where the change triggers do not see it: as if its notification were still on
    // its way from another process.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(userSessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(userSessions.userId, meera.id));
    });
    expect((await me(t.app, headers)).statusCode).toBe(200);
    const refused = await write(t.app, headers);
    expect(refused.statusCode).toBe(401);
  });
});

describe.runIf(inject('testDatabase').kind === 'postgres')(
  'a session signed out through one process, on another',
  () => {
    it('refuses the other process’s very next write, in each of 45 tries', async () => {
      const first = await buildTestApp();
      const second = await secondAppOn(first);
      try {
        await second.ready();
        const person = await createUser(first.db, 'client');
        const statuses: number[] = [];
        for (let i = 0; i < 45; i += 1) {
          const headers = bearer(await loginAs(first.app, person));
          if (i === 0) await untilKept(second, headers);
          // The second process keeps this session's check as live.
          expect((await me(second, headers)).statusCode).toBe(200);
          expect((await write(first.app, headers)).statusCode).toBe(200);
          statuses.push((await write(second, headers)).statusCode);
        }
        expect(statuses).toEqual(Array.from({ length: 45 }, () => 401));
      } finally {
        await second.close();
        await first.close();
      }
    });
  },
);
