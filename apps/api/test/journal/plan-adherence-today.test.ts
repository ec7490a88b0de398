import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalSuggestionsSchema } from '@nourishwell/shared';
import { testConfig } from '../helpers/build-test-app.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { isoDateFromToday, resetTestClock, testClock } from '../helpers/test-clock.ts';
import { putPlan } from '../meal-plans/plan-fixtures.ts';
import { daysAgo, journalSuite } from './journal-fixtures.ts';

const zone = testConfig().defaultTimeZone;

/**
 * Issue 32: a meal logged from the plan ("Eat as planned" in the Log meal dialog) keeps
 * today's planned meal, as decision 017's adherence counts today: only the planned meals
 * already logged.
 */
describe('a meal logged from the plan', () => {
  const { app, as, mine, heads, log, call, journalUrl, plannedWeek } = journalSuite();

  beforeAll(async () => {
    // 08:30 in India: breakfast is logged, lunch is still to come.
    testClock.set(`${isoDateFromToday(zone, 0)}T08:30:00+05:30`);
    heads.mine = bearer(await loginAs(app.app, mine));
    expect((await putPlan(app, mine.id, plannedWeek(), as.nutritionist.headers)).statusCode).toBe(
      200,
    );
  });
  afterAll(resetTestClock);

  const adherence = async (from: string, to: string) => {
    const response = await call('GET', journalUrl(mine.id, from, to), heads.mine);
    expect(response.statusCode).toBe(200);
    return response.json().adherence;
  };

  it('counts toward adherence as today', async () => {
    const today = daysAgo(0);
    // Yesterday planned breakfast and lunch and she logged neither; today counts nothing yet.
    expect(await adherence(daysAgo(1), today)).toMatchObject({ mealsLoggedPct: 0, daysLogged: 0 });
    expect((await adherence(today, today)).mealsLoggedPct).toBeNull();

    const offered = await call(
      'GET',
      `/api/journal/suggestions?date=${today}&meal=breakfast`,
      heads.mine,
    );
    const { planned } = journalSuggestionsSchema.parse(offered.json());
    expect(planned).not.toBeNull();
    const logged = await log({
      date: today,
      meal: 'breakfast',
      items: (planned ?? []).map(({ foodId, recipeId, quantity, unit }) =>
        recipeId !== undefined ? { recipeId, quantity, unit } : { foodId, quantity, unit },
      ),
      idempotencyKey: 'eat-as-planned-today',
    });
    expect(logged.statusCode).toBe(201);

    // Today's breakfast is the one planned meal counted today, and it is kept.
    expect(await adherence(today, today)).toMatchObject({
      mealsLoggedPct: 100,
      daysLogged: 1,
      days: 1,
    });
    // With yesterday: 1 of 3 planned meals (yesterday's two and today's breakfast).
    expect(await adherence(daysAgo(1), today)).toMatchObject({ mealsLoggedPct: 33, daysLogged: 1 });
  });
});
