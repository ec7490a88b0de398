import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { bearer, createUser, loginAs, type TestUser } from '../helpers/factories.ts';
import { putPlan } from '../meal-plans/plan-fixtures.ts';
import { daysAgo, journalSuite } from './journal-fixtures.ts';

describe('My Clients shows the last logged day, 7-day adherence and the newest weight', () => {
  const { app, as, mine, log, nId, plannedWeek } = journalSuite();
  let fresh: TestUser;

  const list = async () => {
    const response = await app.app.inject({
      method: 'GET',
      url: `/api/client/byNutId?id=${nId()}`,
      headers: as.nutritionist.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Array<{
      id: number;
      lastLoggedOn: string | null;
      adherence7d: number | null;
      latestWeight: number | null;
    }>;
  };
  const row = async (clientId: number) => (await list()).find((c) => c.id === clientId);

  beforeAll(async () => {
    expect((await putPlan(app, mine.id, plannedWeek(), as.nutritionist.headers)).statusCode).toBe(
      200,
    );
    await log({ date: daysAgo(10), meal: 'lunch', items: [{ text: 'Outside the window' }] });
    await log({ date: daysAgo(1), meal: 'breakfast', items: [{ text: 'Poha' }] });
    await log({ date: daysAgo(1), meal: 'lunch', items: [{ text: 'Rice and dal' }] });
    // A note alone does not keep a planned meal.
    await log({ date: daysAgo(2), meal: 'lunch', note: 'Skipped lunch' });
    // Dinner is not planned with items: it does not count either way.
    await log({ date: daysAgo(1), meal: 'dinner', items: [{ text: 'Khichdi' }] });
    // A client of hers who joined two days ago: only her three days count.
    const joined = await createUser(app.db, 'client', { name: 'New Joiner' });
    fresh = joined;
    await app.db
      .update(t.clients)
      .set({ nutritionistId: nId() })
      .where(eq(t.clients.id, joined.id));
    await app.db
      .update(t.users)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(t.users.id, joined.id));
    expect((await putPlan(app, joined.id, plannedWeek(), as.nutritionist.headers)).statusCode).toBe(
      200,
    );
  });

  it('counts planned meals logged over the last 7 days, today by what is already logged', async () => {
    // 12 planned meals in the six complete days (today adds none yet); yesterday's
    // breakfast and lunch logged; the day before's lunch was only a note.
    expect(await row(mine.id)).toMatchObject({ lastLoggedOn: daysAgo(1), adherence7d: 17 });
    expect(await row(fresh.id)).toMatchObject({ lastLoggedOn: null, adherence7d: 0 });
  });

  it('updates the kept list as soon as she logs (today’s entry counts)', async () => {
    await log({ date: daysAgo(0), meal: 'breakfast', items: [{ text: 'Idli' }] });
    // Today's breakfast joins both sides: 3 of 13.
    expect(await row(mine.id)).toMatchObject({ lastLoggedOn: daysAgo(0), adherence7d: 23 });
  });

  it('counts only the days since a client joined', async () => {
    const headers = bearer(await loginAs(app.app, fresh));
    expect(
      (await log({ date: daysAgo(0), meal: 'lunch', items: [{ text: 'Salad' }] }, headers))
        .statusCode,
    ).toBe(201);
    // 4 planned meals over her 2 complete days, and today's logged lunch: 1 of 5.
    expect(await row(fresh.id)).toMatchObject({ lastLoggedOn: daysAgo(0), adherence7d: 20 });
  });

  it('answers null adherence without a plan', async () => {
    await app.db.delete(t.mealPlanEntries).where(eq(t.mealPlanEntries.clientId, mine.id));
    expect(await row(mine.id)).toMatchObject({ adherence7d: null, lastLoggedOn: daysAgo(0) });
  });

  it('takes the newest dated weigh-in, a Week entry reading as the day it was saved', async () => {
    await app.db.insert(t.progressEntries).values({
      clientId: mine.id,
      week: 1,
      weight: 80,
      recordedAt: sql`now() - interval '10 days'`,
    });
    expect((await row(mine.id))?.latestWeight).toBe(80);
    await app.db
      .insert(t.measurements)
      .values({ clientId: mine.id, date: daysAgo(3), weightKg: 78.2 });
    expect((await row(mine.id))?.latestWeight).toBe(78.2);
    await app.db.insert(t.progressEntries).values({ clientId: mine.id, week: 2, weight: 77.5 });
    expect((await row(mine.id))?.latestWeight).toBe(77.5);
    // The same day in both: the dated measurement is preferred.
    await app.db
      .insert(t.measurements)
      .values({ clientId: mine.id, date: daysAgo(0), weightKg: 77.1 });
    expect((await row(mine.id))?.latestWeight).toBe(77.1);
  });
});
