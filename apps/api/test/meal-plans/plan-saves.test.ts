import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  foodMessages,
  mealPlanMessages,
  type FoodDetail,
  type MealPlanInput,
  type RecipeDetail,
} from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { dalRecipe, labelFood } from '../foods/food-fixtures.ts';
import { getPlan, planSuite } from './plan-fixtures.ts';
import { testNow } from '../helpers/test-clock.ts';

/** What PUT /api/clients/:clientId/meal-plan refuses, and how a save replaces the week. */
describe('a client’s structured weekly plan: what a save accepts and keeps', () => {
  const { app, as, mine, id, put, lunchOf } = planSuite();

  it('refuses a meal of 41 items, a food or recipe that does not exist, a measure the food lacks and a quantity too small to store', async () => {
    const item = { foodId: id('A015'), quantity: 10, unit: 'g' as const };
    const cases: [MealPlanInput, string][] = [
      [lunchOf(Array.from({ length: 41 }, () => item)), mealPlanMessages.tooManyItems],
      [lunchOf([{ foodId: 99_999_999, quantity: 1, unit: 'g' }]), foodMessages.unknownFood],
      [lunchOf([{ recipeId: 99_999_999, quantity: 1, unit: 'g' }]), foodMessages.unknownRecipe],
      // Dal is measured in grams, spoons and cups; there is no "piece" of it.
      [lunchOf([{ foodId: id('B001'), quantity: 1, unit: 'piece' }]), foodMessages.unknownUnit],
      // Above 0 but too small for the real column, which would refuse it (a 500).
      [
        lunchOf([{ foodId: id('B001'), quantity: 1e-300, unit: 'g' }]),
        foodMessages.quantityPositive,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await put(body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const forty = await put(lunchOf(Array.from({ length: 40 }, () => item)));
    expect(forty.statusCode).toBe(200);
  });

  it('refuses a day or a meal given twice', async () => {
    const twiceDay = await put({
      days: [
        { day: 'Monday', meals: [] },
        { day: 'Monday', meals: [] },
      ],
    });
    expect(twiceDay.json().message).toBe(mealPlanMessages.dayTwice);
    const twiceMeal = await put({
      days: [
        {
          day: 'Monday',
          meals: [
            { meal: 'lunch', items: [] },
            { meal: 'lunch', items: [] },
          ],
        },
      ],
    });
    expect(twiceMeal.json().message).toBe(mealPlanMessages.mealTwice);
  });

  it('leaves the old plan untouched when an item of the last day is refused', async () => {
    await put(lunchOf([{ foodId: id('B001'), quantity: 30, unit: 'g' }]));
    const before = (await getPlan(app, mine.id, as.nutritionist.headers)).json();
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
    const response = await put({
      days: [
        ...days.map((day) => ({
          day,
          meals: [
            {
              meal: 'lunch' as const,
              items: [{ foodId: id('A015'), quantity: 1, unit: 'cup' as const }],
            },
          ],
        })),
        {
          day: 'Sunday',
          meals: [{ meal: 'dinner', items: [{ foodId: id('A015'), quantity: 1, unit: 'glass' }] }],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect((await getPlan(app, mine.id, as.nutritionist.headers)).json()).toEqual(before);
  });

  it('keeps a plan readable after a practice food in it is deleted', async () => {
    const [food] = await app.db
      .insert(t.foods)
      .values({
        name: 'Millet muesli (label)',
        group: 'Packaged Foods',
        diet: 'veg',
        kcal: 400,
        protein: 10,
        carbs: 70,
        fat: 8,
        fibre: 6,
        iron: 4,
        calcium: 50,
        vitaminC: 0,
        folate: 20,
        portions: [{ unit: 'cup', grams: 40 }],
        createdBy: as.nutritionist.user.id,
      })
      .returning({ id: t.foods.id });
    const foodId = food?.id ?? 0;
    expect((await put(lunchOf([{ foodId, quantity: 1, unit: 'cup' }]))).statusCode).toBe(200);
    await app.db.update(t.foods).set({ deletedAt: testNow() }).where(eq(t.foods.id, foodId));
    const response = await getPlan(app, mine.id, as.nutritionist.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().days[0].meals[0].items[0]).toMatchObject({
      foodId,
      name: 'Millet muesli (label)',
      grams: 40,
      kcal: 160,
    });
  });

  it('records who replaced the plan, with the item counts before and after', async () => {
    await put(
      lunchOf([
        { foodId: id('B001'), quantity: 30, unit: 'g' },
        { foodId: id('A015'), quantity: 50, unit: 'g' },
      ]),
    );
    const rows = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'meal_plan'), eq(t.auditLog.entityId, mine.id)));
    expect(rows.at(-1)).toMatchObject({
      actorId: as.nutritionist.user.id,
      action: 'update',
      // Issue 18: the log keeps which fields changed (items 1 → 2), never values, and whose.
      details: { fields: ['items'] },
      subjectId: mine.id,
    });
  });

  it('stores the items with their positions, and a save empties the days not sent', async () => {
    await put({ days: [] });
    const entries = await app.db
      .select()
      .from(t.mealPlanEntries)
      .where(eq(t.mealPlanEntries.clientId, mine.id));
    expect(entries).toEqual([]);
    const plan = (await getPlan(app, mine.id, as.nutritionist.headers)).json();
    expect(plan.weekAverage).toEqual({ kcal: 0, protein: 0, carbs: 0, fat: 0, fibre: 0 });
    expect(plan.updatedAt).toBeNull();
  });

  it('refuses a deleted practice food or recipe as a new item, but keeps one her saved week already holds', async () => {
    const headers = as.nutritionist.headers;
    const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const foodId = (
      await call('POST', '/api/custom-foods', labelFood({ name: 'Oat bran (label)' }))
    ).json<FoodDetail>().id;
    const recipeId = (
      await call('POST', '/api/recipes', dalRecipe(id('B001'), id('T013')))
    ).json<RecipeDetail>().id;
    const week = lunchOf([
      { foodId, quantity: 1, unit: 'piece' },
      { recipeId, quantity: 1, unit: 'katori' },
    ]);
    expect((await put(week)).statusCode).toBe(200);
    await call('DELETE', `/api/custom-foods/${foodId}`);
    await call('DELETE', `/api/recipes/${recipeId}`);

    const again = await put(week);
    expect(again.statusCode, again.body).toBe(200);
    await put({ days: [] });
    const food = await put(lunchOf([{ foodId, quantity: 1, unit: 'piece' }]));
    expect(food.statusCode).toBe(400);
    expect(food.json().message).toBe(foodMessages.unknownFood);
    const recipe = await put(lunchOf([{ recipeId, quantity: 1, unit: 'katori' }]));
    expect(recipe.statusCode).toBe(400);
    expect(recipe.json().message).toBe(foodMessages.unknownRecipe);
  });

  it('saves weeks sent at once one after the other: each is answered 200 and one of them is the week', async () => {
    const weekOf = (grams: number): MealPlanInput => ({
      days: [
        {
          day: 'Monday',
          meals: [
            { meal: 'lunch', items: [{ foodId: id('B001'), quantity: grams, unit: 'g' }] },
            { meal: 'dinner', items: [{ foodId: id('A015'), quantity: grams, unit: 'g' }] },
          ],
        },
      ],
    });
    await put({ days: [] });
    const freeText = app.app.inject({
      method: 'POST',
      url: '/api/nuts/addWeeklyMealPlan',
      headers: as.nutritionist.headers,
      payload: {
        nId: as.nutritionist.user.id,
        cId: mine.id,
        weeklyMeals: { Monday: [{ meal: 'lunch', food: 'Rajma rice' }] },
      },
    });
    const answers = await Promise.all([...[10, 20, 30, 40].map((g) => put(weekOf(g))), freeText]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const monday = (await getPlan(app, mine.id, as.nutritionist.headers)).json().days[0];
    const grams = monday.meals.map((m: { items: { grams: number }[] }) => m.items[0]?.grams);
    // One save's whole week: both meals of the same PUT, or the free text's one meal.
    expect([[10, 10], [20, 20], [30, 30], [40, 40], [undefined]]).toContainEqual(grams);
  });
});
