import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { ACCOUNT_AGE_DAYS, day, trackingSuite } from './tracking-fixtures.ts';
import { fromNow } from '../helpers/test-clock.ts';

const DAY_MS = 86_400_000;

describe('her glasses of water on a date (PUT /clients/:id/water/:date)', () => {
  const { app, as, mine, heads, call, expectRefused } = trackingSuite();
  const waterUrl = (date: string, clientId = mine.id) => `/api/clients/${clientId}/water/${date}`;
  const stored = () => app.db.select().from(t.waterLogs).where(eq(t.waterLogs.clientId, mine.id));

  it('stores the count itself: a new count replaces it, and a replay changes nothing', async () => {
    const first = await call('PUT', waterUrl(day(0)), heads.herself, { glasses: 3 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ date: day(0), glasses: 3 });
    for (let i = 0; i < 2; i += 1) {
      const again = await call('PUT', waterUrl(day(0)), heads.herself, { glasses: 5 });
      expect(again.json()).toEqual({ date: day(0), glasses: 5 });
    }
    await call('PUT', waterUrl(day(-1)), heads.herself, { glasses: 0 });
    const rows = (await stored()).map((row) => [row.date, row.glasses]);
    expect(rows.sort()).toEqual([
      [day(-1), 0],
      [day(0), 5],
    ]);
  });

  it('refuses 31 glasses, a future date, a date before her account and an impossible date with their messages', async () => {
    const cases: [string, object, string][] = [
      [day(0), { glasses: 31 }, journalMessages.waterRange],
      [day(0), { glasses: -1 }, journalMessages.waterRange],
      [day(1), { glasses: 2 }, journalMessages.dateFuture],
      [day(-ACCOUNT_AGE_DAYS - 2), { glasses: 2 }, journalMessages.dateBeforeClient],
      ['2026-02-30', { glasses: 2 }, journalMessages.dateInvalid],
    ];
    for (const [date, body, message] of cases)
      await expectRefused('PUT', waterUrl(date), heads.herself, body, message);
  });

  it('is hers alone: another client 404, any nutritionist or an admin 403, no token 401', async () => {
    const body = { glasses: 4 };
    expect((await call('PUT', waterUrl(day(0)), as.client.headers, body)).statusCode).toBe(404);
    for (const headers of [as.nutritionist.headers, as.admin.headers])
      expect((await call('PUT', waterUrl(day(0)), headers, body)).statusCode).toBe(403);
    expect((await call('PUT', waterUrl(day(0)), {}, body)).statusCode).toBe(401);
    expect((await stored()).find((row) => row.date === day(0))?.glasses).toBe(5);
  });
});

describe('her habits ticked on a date (PUT /clients/:id/habits/:habitId/:date)', () => {
  const { app, as, mine, theirs, heads, call, expectRefused } = trackingSuite();
  const habitUrl = (habitId: number, date: string) =>
    `/api/clients/${mine.id}/habits/${habitId}/${date}`;
  const ids = {} as Record<'walk' | 'old' | 'theirs', number>;
  const ticks = (habitId: number) =>
    app.db.select().from(t.habitChecks).where(eq(t.habitChecks.habitId, habitId));

  beforeAll(async () => {
    const saved = await call('PUT', `/api/clients/${mine.id}/tracking`, as.nutritionist.headers, {
      waterTarget: 8,
      habits: [{ title: 'Walk after dinner' }],
    });
    ids.walk = saved.json().habits[0].id;
    // Set ten days ago and retired three days ago: asked from day -10 to day -3.
    const [old] = await app.db
      .insert(t.habits)
      .values({
        clientId: mine.id,
        title: 'Retired habit',
        position: 1,
        createdAt: fromNow(-10 * DAY_MS),
        retiredAt: fromNow(-3 * DAY_MS),
      })
      .returning();
    ids.old = old!.id;
    const [other] = await app.db
      .insert(t.habits)
      .values({ clientId: theirs.id, title: 'Another client’s', position: 0 })
      .returning();
    ids.theirs = other!.id;
  });

  it('records done once however often it is sent, and not done removes it (also when repeated)', async () => {
    for (let i = 0; i < 2; i += 1) {
      const done = await call('PUT', habitUrl(ids.walk, day(0)), heads.herself, { done: true });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ habitId: ids.walk, date: day(0), done: true });
    }
    expect(await ticks(ids.walk)).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) {
      const undone = await call('PUT', habitUrl(ids.walk, day(0)), heads.herself, { done: false });
      expect(undone.json()).toEqual({ habitId: ids.walk, date: day(0), done: false });
    }
    expect(await ticks(ids.walk)).toHaveLength(0);
  });

  it('accepts a retired habit on the dates it was asked, its retiring day included', async () => {
    for (const date of [day(-10), day(-5), day(-3)]) {
      const response = await call('PUT', habitUrl(ids.old, date), heads.herself, { done: true });
      expect(response.statusCode, date).toBe(200);
    }
    const rows = await app.db
      .select()
      .from(t.habitChecks)
      .where(and(eq(t.habitChecks.habitId, ids.old), eq(t.habitChecks.date, day(-3))));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for a habit not asked on that date (before it was set, after it was retired) or not hers', async () => {
    const cases: [number, string][] = [
      [ids.old, day(-2)],
      [ids.old, day(-11)],
      [ids.walk, day(-1)],
      [ids.theirs, day(0)],
      [99_999_999, day(0)],
    ];
    for (const [habitId, date] of cases) {
      const response = await call('PUT', habitUrl(habitId, date), heads.herself, { done: true });
      expect(response.statusCode, `${habitId} ${date}`).toBe(404);
      expect(response.json().message).toBe(journalMessages.habitNotFound);
    }
    expect(await ticks(ids.theirs)).toHaveLength(0);
  });

  it('refuses a future date, a date before her account and a done that is not true or false', async () => {
    await expectRefused(
      'PUT',
      habitUrl(ids.walk, day(1)),
      heads.herself,
      { done: true },
      journalMessages.dateFuture,
    );
    await expectRefused(
      'PUT',
      habitUrl(ids.walk, day(-ACCOUNT_AGE_DAYS - 2)),
      heads.herself,
      { done: true },
      journalMessages.dateBeforeClient,
    );
    const response = await call('PUT', habitUrl(ids.walk, day(0)), heads.herself, { done: 'yes' });
    expect(response.statusCode).toBe(400);
  });

  it('is hers alone: another client 404, any nutritionist or an admin 403, no token 401', async () => {
    const url = habitUrl(ids.walk, day(0));
    expect((await call('PUT', url, as.client.headers, { done: true })).statusCode).toBe(404);
    for (const headers of [as.nutritionist.headers, as.admin.headers])
      expect((await call('PUT', url, headers, { done: true })).statusCode).toBe(403);
    expect((await call('PUT', url, {}, { done: true })).statusCode).toBe(401);
    expect(await ticks(ids.walk)).toHaveLength(0);
  });
});
