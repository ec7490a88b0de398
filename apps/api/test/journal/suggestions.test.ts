import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUGGESTION_LIMITS,
  journalMessages,
  journalSuggestionsSchema,
  type ItemView,
  type MealPlanInput,
} from '@nourishwell/shared';
import * as codes from '#api/db/demo-ifct-codes.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { isoDateFromToday, resetTestClock, testClock } from '../helpers/test-clock.ts';
import { dalRecipe, labelFood } from '../foods/food-fixtures.ts';
import { ifctIds, putPlan } from '../meal-plans/plan-fixtures.ts';
import { ACCOUNT_AGE_DAYS, daysAgo, journalSuite } from './journal-fixtures.ts';

const zone = testConfig().defaultTimeZone;
const WEEKDAY_OF = (date: string) =>
  (['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const)[
    new Date(`${date}T00:00:00Z`).getUTCDay()
  ]!;

/** The foods the tests log, by their demo names (IFCT 2017 codes). */
const FOODS = {
  apple: codes.APPLE,
  banana: codes.BANANA,
  guava: codes.GUAVA,
  orange: codes.ORANGE,
  papaya: codes.PAPAYA,
  pomegranate: codes.POMEGRANATE,
  rice: codes.RICE,
  potato: codes.POTATO,
  chanaDal: codes.CHANA_DAL,
} as const;

/** Twenty other foods, logged by the other client only. */
const THEIR_CODES = [
  codes.RICE_FLAKES,
  codes.RICE_PARBOILED,
  codes.ATTA,
  codes.BULGUR,
  codes.SEMOLINA,
  codes.CHANA_WHOLE,
  codes.URAD_DAL,
  codes.MOONG_DAL,
  codes.RAJMA,
  codes.TOOR_DAL,
  codes.SPINACH,
  codes.CAULIFLOWER,
  codes.CUCUMBER,
  codes.DRUMSTICK,
  codes.FRENCH_BEANS,
  codes.PEAS,
  codes.PUMPKIN,
  codes.TOMATO,
  codes.CARROT,
  codes.LEMON,
] as const;

type Ref = { foodId?: number; recipeId?: number };
const refOf = (item: ItemView): Ref =>
  item.recipeId !== undefined ? { recipeId: item.recipeId } : { foodId: item.foodId };

describe('what the Log meal dialog offers before she types (GET /api/journal/suggestions)', () => {
  const { app, as, mine, theirs, heads, log, call } = journalSuite();
  const food = {} as Record<keyof typeof FOODS, number>;
  let their: number[] = [];
  let today = '';
  let practiceFoodId = 0;
  let recipeId = 0;

  const suggestions = (date: string, meal: string, headers = heads.mine) =>
    call('GET', `/api/journal/suggestions?date=${date}&meal=${meal}`, headers);
  const logged = async (
    date: string,
    meal: 'breakfast' | 'lunch' | 'dinner',
    items: { foodId?: number; recipeId?: number; quantity: number; unit: string }[],
    headers = heads.mine,
  ) => {
    const response = await log({ date, meal, items } as Parameters<typeof log>[0], headers);
    expect(response.statusCode, response.body).toBe(201);
  };
  const piece = (foodId: number, quantity = 1) => ({ foodId, quantity, unit: 'piece' });

  beforeAll(async () => {
    // Pinned at 10:00 in India today, so no day ends while the file runs; the sessions are
    // started again on the pinned clock.
    testClock.set(`${isoDateFromToday(zone, 0)}T10:00:00+05:30`);
    today = daysAgo(0);
    heads.mine = bearer(await loginAs(app.app, mine));
    heads.theirs = bearer(await loginAs(app.app, theirs));
    const ids = await ifctIds(app, [...Object.values(FOODS), ...THEIR_CODES]);
    for (const [name, code] of Object.entries(FOODS)) food[name as keyof typeof FOODS] = ids(code);
    their = THEIR_CODES.map(ids);

    const asN = as.nutritionist.headers;
    practiceFoodId = (await call('POST', '/api/custom-foods', asN, labelFood())).json().id;
    recipeId = (
      await call(
        'POST',
        '/api/recipes',
        asN,
        dalRecipe(food.chanaDal, food.rice, {
          name: 'Dal',
          ingredients: [{ foodId: food.chanaDal, quantity: 60, unit: 'g' }],
        }),
      )
    ).json().id;
    // Today's weekday plans chana dal and the practice food for breakfast, dinner as a note.
    const plan: MealPlanInput = {
      days: [
        {
          day: WEEKDAY_OF(today),
          meals: [
            {
              meal: 'breakfast',
              items: [
                { foodId: food.chanaDal, quantity: 30, unit: 'g' },
                { foodId: practiceFoodId, quantity: 2, unit: 'piece' },
              ],
            },
            { meal: 'dinner', items: [], note: 'Light khichdi' },
          ],
        },
      ],
    };
    expect((await putPlan(app, mine.id, plan, asN)).statusCode).toBe(200);

    // Oldest first, so entry ids follow the dates (as when she logs day by day).
    await logged(daysAgo(60), 'dinner', [piece(food.potato)]);
    await logged(daysAgo(59), 'dinner', [piece(food.pomegranate)]);
    await logged(daysAgo(40), 'dinner', [piece(food.pomegranate)]);
    await logged(daysAgo(30), 'dinner', [piece(food.pomegranate, 2)]);
    await logged(daysAgo(20), 'lunch', [{ foodId: food.rice, quantity: 1, unit: 'cup' }]);
    await logged(daysAgo(14), 'breakfast', [piece(food.papaya)]);
    await logged(daysAgo(13), 'breakfast', [piece(food.orange)]);
    await logged(daysAgo(5), 'breakfast', [{ recipeId, quantity: 1, unit: 'katori' }]);
    await logged(daysAgo(3), 'breakfast', [piece(food.apple), piece(food.guava)]);
    await logged(daysAgo(2), 'breakfast', [piece(practiceFoodId)]);
    await logged(daysAgo(1), 'lunch', [{ foodId: food.rice, quantity: 2, unit: 'cup' }]);
    await logged(daysAgo(1), 'breakfast', [piece(food.apple, 2), piece(food.banana)]);
    // The practice food is deleted once logged and planned: it cannot be logged again.
    expect((await call('DELETE', `/api/custom-foods/${practiceFoodId}`, asN)).statusCode).toBe(200);

    // The other client: twenty foods she alone logged two days ago, ten at each meal.
    const grams = (foodId: number) => ({ foodId, quantity: 100, unit: 'g' });
    await logged(daysAgo(2), 'breakfast', their.slice(0, 10).map(grams), heads.theirs);
    await logged(daysAgo(2), 'lunch', their.slice(10).map(grams), heads.theirs);
  });
  afterAll(resetTestClock);

  const read = async (date: string, meal: string, headers = heads.mine) => {
    const response = await suggestions(date, meal, headers);
    expect(response.statusCode, response.body).toBe(200);
    return journalSuggestionsSchema.strict().parse(response.json());
  };

  it('offers what she logged for this meal in the last 14 days, newest first, once each, at the amount she last logged', async () => {
    const { recent } = await read(today, 'breakfast');
    expect(recent.map(refOf)).toEqual([
      { foodId: food.apple },
      { foodId: food.banana },
      { foodId: food.guava },
      { recipeId },
      // 13 days before the date is the 14th day; 14 days before is not offered here.
      { foodId: food.orange },
    ]);
    const apple = recent[0]!;
    expect(apple).toMatchObject({ quantity: 2, unit: 'piece', kind: 'food' });
    // Each comes with its measures and per-100 g figures, so the dialog can change it.
    const perPiece = apple.portions.find((p) => p.unit === 'piece')?.grams ?? 0;
    expect(apple.grams).toBe(2 * perPiece);
    expect(apple.per100g.kcal).toBeGreaterThan(0);
    expect(recent[3]).toMatchObject({ kind: 'recipe', name: 'Dal', quantity: 1, unit: 'katori' });
  });

  it('offers her most logged foods of the last 60 days from any meal, leaving out those already recent', async () => {
    const { frequent } = await read(today, 'breakfast');
    // Pomegranate three times (the last 59 days before), rice twice, papaya once; the potato
    // of 60 days before is too old, and apple, banana, guava, dal and orange are recent.
    expect(frequent.map(refOf)).toEqual([
      { foodId: food.pomegranate },
      { foodId: food.rice },
      { foodId: food.papaya },
    ]);
    expect(frequent[0]).toMatchObject({ quantity: 2, unit: 'piece' });
    expect(frequent[1]).toMatchObject({ quantity: 2, unit: 'cup' });
  });

  it('counts the windows back from the date asked, not from today', async () => {
    const { recent, frequent } = await read(daysAgo(13), 'breakfast');
    expect(recent.map(refOf)).toEqual([{ foodId: food.orange }, { foodId: food.papaya }]);
    // 60 days back from 13 days ago reaches the potato; nothing logged after the date counts.
    expect(frequent.map(refOf)).toEqual([
      { foodId: food.pomegranate },
      { foodId: food.rice },
      { foodId: food.potato },
    ]);
    expect(frequent[1]).toMatchObject({ quantity: 1, unit: 'cup' });
  });

  it('offers the plan’s items for the meal on the date’s weekday, without a deleted practice food', async () => {
    const { planned } = await read(today, 'breakfast');
    expect(planned).toEqual([
      expect.objectContaining({ foodId: food.chanaDal, quantity: 30, unit: 'g', grams: 30 }),
    ]);
    expect((await read(today, 'dinner')).planned).toBeNull();
    expect((await read(today, 'lunch')).planned).toBeNull();
    expect((await read(daysAgo(1), 'breakfast')).planned).toBeNull();
  });

  it('never offers a deleted practice food she logged', async () => {
    const { recent, frequent } = await read(today, 'breakfast');
    const offered = [...recent, ...frequent].map((item) => item.foodId);
    expect(offered).not.toContain(practiceFoodId);
  });

  it('answers empty lists for a meal she never logged and has no plan for', async () => {
    expect(await read(today, 'bedtime')).toMatchObject({
      date: today,
      meal: 'bedtime',
      planned: null,
      recent: [],
    });
  });

  it('offers at most 8 of each, and never another client’s foods', async () => {
    const theirs8 = await read(today, 'breakfast', heads.theirs);
    const ids = (items: ItemView[]) => items.map((item) => item.foodId);
    expect(theirs8.planned).toBeNull();
    expect(ids(theirs8.recent)).toEqual(their.slice(0, SUGGESTION_LIMITS.perList));
    // All logged once: the later meal's foods first, in their order.
    expect(ids(theirs8.frequent)).toEqual(their.slice(10, 10 + SUGGESTION_LIMITS.perList));
    const mineAll = await read(today, 'breakfast');
    const offeredToHer = new Set([...mineAll.recent, ...mineAll.frequent].map((i) => i.foodId));
    expect(their.filter((id) => offeredToHer.has(id))).toEqual([]);
  });

  it('shows a meal she has just logged and a plan just changed at once, although the answer is kept', async () => {
    await read(today, 'lunch');
    await read(today, 'lunch');
    await logged(today, 'lunch', [piece(food.potato, 3)]);
    const plan: MealPlanInput = {
      days: [
        {
          day: WEEKDAY_OF(today),
          meals: [{ meal: 'lunch', items: [{ foodId: food.rice, quantity: 1, unit: 'cup' }] }],
        },
      ],
    };
    expect((await putPlan(app, mine.id, plan, as.nutritionist.headers)).statusCode).toBe(200);
    const after = await read(today, 'lunch');
    expect(after.recent[0]).toMatchObject({ foodId: food.potato, quantity: 3 });
    expect(after.planned?.map(refOf)).toEqual([{ foodId: food.rice }]);
  });

  it('refuses a date that is not one, a future date, one before her account and a meal that is not one, with their messages', async () => {
    const cases: [string, string, string][] = [
      ['2026-02-30', 'breakfast', journalMessages.dateInvalid],
      ['today', 'breakfast', journalMessages.dateInvalid],
      [daysAgo(-1), 'breakfast', journalMessages.dateFuture],
      [daysAgo(ACCOUNT_AGE_DAYS + 1), 'breakfast', journalMessages.dateBeforeClient],
      [today, 'brunch', journalMessages.mealInvalid],
    ];
    for (const [date, meal, message] of cases) {
      const response = await suggestions(date, meal);
      expect(response.statusCode, `${date} ${meal}`).toBe(400);
      expect(response.json().message, `${date} ${meal}`).toBe(message);
    }
    const noMeal = await call('GET', `/api/journal/suggestions?date=${today}`, heads.mine);
    expect(noMeal.statusCode).toBe(400);
    expect(noMeal.json().message).toBe(journalMessages.mealInvalid);
  });

  it('is hers alone: 403 to her nutritionist, another nutritionist and an admin, 401 without a token', async () => {
    expect((await suggestions(today, 'breakfast', as.nutritionist.headers)).statusCode).toBe(403);
    expect((await suggestions(today, 'breakfast', heads.other)).statusCode).toBe(403);
    expect((await suggestions(today, 'breakfast', as.admin.headers)).statusCode).toBe(403);
    expect((await suggestions(today, 'breakfast', {})).statusCode).toBe(401);
  });
});
