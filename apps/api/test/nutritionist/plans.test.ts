import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';

describe('weekly progress and meal plans', () => {
  const { app, as, mine, theirs, post, nId } = caseloadSuite();

  it('records a week’s weight, replaces it when the week is entered again, and keeps the current weight', async () => {
    expect(
      (await post('/api/client/progress', { clientId: mine.id, week: 3, weight: 71.2 })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/client/progress', { clientId: mine.id, week: '3', weight: '70.8' }))
        .statusCode,
    ).toBe(200);
    const rows = await app.db
      .select()
      .from(t.progressEntries)
      .where(eq(t.progressEntries.clientId, mine.id));
    expect(rows).toEqual([expect.objectContaining({ week: 3, weight: 70.8 })]);
    const [client] = await app.db.select().from(t.clients).where(eq(t.clients.id, mine.id));
    expect(client?.weight).toBe(70.8);
  });

  it('takes the week as the spec’s select sends it, "Week 1" to "Week 4", and answers it as a number', async () => {
    const response = await post('/api/client/progress', {
      clientId: mine.id,
      week: 'Week 2',
      weight: 72.4,
    });
    expect(response.statusCode).toBe(200);
    const read = await app.app.inject({
      method: 'GET',
      url: `/api/client/progress?id=${mine.id}`,
      headers: as.nutritionist.headers,
    });
    expect(read.json()).toContainEqual({ week: 2, weight: 72.4 });
    // The later reading test expects weeks 1 and 3 only.
    await app.db
      .delete(t.progressEntries)
      .where(and(eq(t.progressEntries.clientId, mine.id), eq(t.progressEntries.week, 2)));
  });

  it.each([
    [{ week: 'Week 5', weight: 70 }],
    [{ week: 'Weekly', weight: 70 }],
    [{ week: 5, weight: 70 }],
    [{ week: 0, weight: 70 }],
    [{ weight: 70 }],
    [{ week: 2 }],
    [{ week: 2, weight: 0 }],
  ])('says "Please select week and enter weight." for %o', async (fields) => {
    const response = await post('/api/client/progress', { clientId: mine.id, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please select week and enter weight.');
  });

  it('saves the whole week at once, replacing the old plan, and answers it keyed by day', async () => {
    await app.db
      .insert(t.mealPlanEntries)
      .values({ clientId: mine.id, weekday: 'Sunday', meal: 'lunch', food: 'Old lunch' });
    const response = await post('/api/nuts/addWeeklyMealPlan', {
      nId: nId(),
      cId: mine.id,
      weeklyMeals: {
        Monday: [
          { meal: 'dinner', food: 'Dal and two rotis' },
          { meal: 'breakfast', food: 'Poha with peanuts' },
          { meal: 'snack', food: '' },
        ],
        Tuesday: [{ meal: 'lunch', food: 'Rajma rice' }],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Monday: [
        { meal: 'breakfast', food: 'Poha with peanuts' },
        { meal: 'dinner', food: 'Dal and two rotis' },
      ],
      Tuesday: [{ meal: 'lunch', food: 'Rajma rice' }],
    });
    const rows = await app.db
      .select()
      .from(t.mealPlanEntries)
      .where(eq(t.mealPlanEntries.clientId, mine.id));
    expect(rows).toHaveLength(3);
  });

  it('refuses a meal type or day that does not exist, and keeps the saved plan', async () => {
    const response = await post('/api/nuts/addWeeklyMealPlan', {
      nId: nId(),
      cId: mine.id,
      weeklyMeals: { Funday: [{ meal: 'brunch', food: 'x' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(
      await app.db.select().from(t.mealPlanEntries).where(eq(t.mealPlanEntries.clientId, mine.id)),
    ).toHaveLength(3);
  });

  it('lets her read a client’s current plan to edit it, and the client read her own', async () => {
    const expected = {
      Monday: [
        { meal: 'breakfast', food: 'Poha with peanuts' },
        { meal: 'dinner', food: 'Dal and two rotis' },
      ],
      Tuesday: [{ meal: 'lunch', food: 'Rajma rice' }],
    };
    const asHer = await app.app.inject({
      method: 'GET',
      url: `/api/client/meal?id=${mine.id}`,
      headers: as.nutritionist.headers,
    });
    expect(asHer.statusCode).toBe(200);
    expect(asHer.json()).toEqual(expected);
    const asClient = await app.app.inject({
      method: 'GET',
      url: `/api/client/meal?id=${mine.id}`,
      headers: bearer(await loginAs(app.app, mine)),
    });
    expect(asClient.json()).toEqual(expected);
  });

  it('lets her and the client read the recorded weeks, in week order', async () => {
    await post('/api/client/progress', { clientId: mine.id, week: 1, weight: 73.5 });
    for (const headers of [as.nutritionist.headers, bearer(await loginAs(app.app, mine))]) {
      const response = await app.app.inject({
        method: 'GET',
        url: `/api/client/progress?id=${mine.id}`,
        headers,
      });
      expect(response.json()).toEqual([
        { week: 1, weight: 73.5 },
        { week: 3, weight: 70.8 },
      ]);
    }
    const stranger = await app.app.inject({
      method: 'GET',
      url: `/api/client/progress?id=${theirs.id}`,
      headers: as.nutritionist.headers,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('answers 404 when the plan asked for is not hers to read, 403 to an admin', async () => {
    const read = (id: number, headers: Record<string, string>) =>
      app.app.inject({ method: 'GET', url: `/api/client/meal?id=${id}`, headers });
    expect((await read(theirs.id, as.nutritionist.headers)).statusCode).toBe(404);
    // A client reads only her own plan, even one of the same nutritionist's.
    expect((await read(mine.id, as.client.headers)).statusCode).toBe(404);
    expect((await read(mine.id, as.admin.headers)).statusCode).toBe(403);
    expect((await read(mine.id, {})).statusCode).toBe(401);
  });

  it('answers 404 for another nutritionist’s client, 403 to an admin, 401 without a token', async () => {
    expect(
      (await post('/api/client/progress', { clientId: theirs.id, week: 1, weight: 70 })).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/nuts/addWeeklyMealPlan', { nId: nId(), cId: theirs.id, weeklyMeals: {} }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/api/client/progress',
          { clientId: mine.id, week: 1, weight: 70 },
          as.admin.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          '/api/client/progress',
          { clientId: mine.id, week: 1, weight: 70 },
          as.client.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/nuts/addWeeklyMealPlan', { nId: nId(), cId: mine.id, weeklyMeals: {} }, {}))
        .statusCode,
    ).toBe(401);
  });
});
