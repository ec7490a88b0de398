import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createUser, loginAs, TEST_PASSWORD, bearer } from '../helpers/factories.ts';
import { databaseNow, fromNow } from '../helpers/test-clock.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

describe('inactive accounts are erased after notice, and a failing erasure waits without blocking others', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ RETENTION_INACTIVE_DAYS: '30' });
  });
  afterAll(() => app.close());

  const pending = (userId: number) =>
    app.db
      .select()
      .from(t.erasureRequests)
      .where(and(eq(t.erasureRequests.userId, userId), eq(t.erasureRequests.status, 'pending')));

  it('schedules erasure with a notice for a client inactive longer than the setting, and signing in cancels it', async () => {
    const idle = await createUser(app.db, 'client');
    const active = await createUser(app.db, 'client');
    const staff = await createUser(app.db, 'nutritionist');
    const old = fromNow(-40 * DAY_MS);
    await app.db.update(t.users).set({ lastActiveAt: old }).where(eq(t.users.id, idle.id));
    await app.db.update(t.users).set({ lastActiveAt: old }).where(eq(t.users.id, staff.id));
    await app.db
      .update(t.users)
      .set({ lastActiveAt: fromNow(-5 * DAY_MS) })
      .where(eq(t.users.id, active.id));

    expect(await app.app.erasures.retention()).toBeGreaterThanOrEqual(1);
    const [request] = await pending(idle.id);
    expect(request).toMatchObject({ reason: 'retention' });
    expect(await pending(active.id)).toEqual([]);
    expect(await pending(staff.id)).toEqual([]);
    const mail = await app.db
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.recipient, idle.email), eq(t.outbox.kind, 'privacy')));
    expect(mail[0]?.body).toContain('sign in before then');
    // A second hourly round does not schedule or email again.
    await app.app.erasures.retention();
    expect(
      await app.db.select().from(t.outbox).where(eq(t.outbox.recipient, idle.email)),
    ).toHaveLength(1);

    await loginAs(app.app, idle);
    expect(await pending(idle.id)).toEqual([]);
    const [account] = await app.db.select().from(t.users).where(eq(t.users.id, idle.id));
    // Her last activity is the database's stamp: measured against its clock.
    const databaseHour = (await databaseNow(app.db)).getTime() - HOUR_MS;
    expect(account!.lastActiveAt!.getTime()).toBeGreaterThan(databaseHour);
  });

  it('keeps a failed erasure pending with its error and attempt count, and still erases the next one', async () => {
    const failing = await createUser(app.db, 'client');
    const fine = await createUser(app.db, 'client');
    for (const user of [failing, fine]) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/me/erasure',
        headers: bearer(await loginAs(app.app, user)),
        payload: { password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(202);
    }
    // A database fault for one account only: her delete is refused.
    await app.db.execute(
      sql.raw(`create function refuse_erasure() returns trigger language plpgsql as $$
        begin if old.id = ${failing.id} then raise exception 'disk on fire'; end if; return old; end $$`),
    );
    await app.db.execute(
      sql.raw(
        'create trigger refuse_erasure before delete on users for each row execute function refuse_erasure()',
      ),
    );
    const due = fromNow(49 * HOUR_MS);
    expect(await app.app.erasures.flush(due)).toBe(1);
    expect(await app.db.select().from(t.users).where(eq(t.users.id, fine.id))).toEqual([]);
    const [failed] = await pending(failing.id);
    expect(failed).toMatchObject({ attempts: 1 });
    expect(failed?.lastError).toContain('disk on fire');
    expect(failed!.scheduledFor.getTime()).toBeGreaterThan(due.getTime());
    // Not due again in the same minute: the retry waits.
    expect(await app.app.erasures.flush(due)).toBe(0);

    await app.db.execute(sql.raw('drop trigger refuse_erasure on users'));
    expect(await app.app.erasures.flush(new Date(due.getTime() + HOUR_MS))).toBe(1);
    expect(await app.db.select().from(t.users).where(eq(t.users.id, failing.id))).toEqual([]);
  });
});
