import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  foodMessages,
  mealPlanMessages,
  macrosOf,
  mealPlanViewSchema,
  nutrientsIn,
  roundNutrients,
  sumNutrients,
  type FoodDetail,
  type MealPlanInput,
  type MealPlanView,
  type RecipeDetail,
} from '@nourishwell/shared';
import * as t from '../../src/db/schema/index.ts';
import { dalRecipe, labelFood } from '../foods/food-fixtures.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { getPlan, handWorkedLunch, ifctIds, putPlan } from './plan-fixtures.ts';

/**
 * Totals worked by hand from IFCT 2017 (kJ ÷ 4.184, per 100 g):
 * B001 Bengal gram dal 1377 kJ = 329.111 kcal, protein 21.55, carbs 46.72, fat 5.31,
 *   fibre 15.15, iron 6.08 mg, calcium 46.32 mg, folate 182 µg;
 * A015 rice, raw, milled 1491 kJ = 356.358 kcal, protein 7.94, carbs 78.24, fat 0.52,
 *   fibre 2.81, iron 0.65 mg, calcium 7.49 mg, folate 9.32 µg; a cup of a cereal is 150 g;
 * E001 apple, big 261 kJ = 62.380 kcal; one piece is 180 g.
 */
describe('a client’s structured weekly plan', () => {
  const { app, as, mine } = caseloadSuite();
  let id: (code: string) => number;
  beforeAll(async () => {
    id = await ifctIds(app, ['B001', 'A015', 'E001', 'L001', 'T013']);
  });
  const put = (body: MealPlanInput) => putPlan(app, mine.id, body, as.nutritionist.headers);
  const lunchOf = (items: MealPlanInput['days'][number]['meals'][number]['items']) => ({
    days: [{ day: 'Monday' as const, meals: [{ meal: 'lunch' as const, items }] }],
  });

  it('answers totals per item, meal, day and week worked from the IFCT values', async () => {
    const response = await put({
      days: [
        {
          day: 'Monday',
          meals: [
            {
              meal: 'lunch',
              items: handWorkedLunch(id),
              note: 'Cook the dal with a pinch of turmeric',
            },
          ],
        },
        {
          day: 'Tuesday',
          meals: [{ meal: 'snack', items: [{ foodId: id('E001'), quantity: 1, unit: 'piece' }] }],
        },
        {
          day: 'Wednesday',
          meals: [{ meal: 'dinner', items: [], note: 'Eat out, keep it light' }],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const plan = response.json();
    const monday = plan.days[0];
    const [dal, rice] = monday.meals[0].items;
    // 30 g × 329.111 / 100 = 98.7 kcal, shown to the whole kcal.
    expect(dal).toMatchObject({
      foodId: id('B001'),
      grams: 30,
      kcal: 99,
      protein: 6.5,
      carbs: 14,
      fat: 1.6,
    });
    expect(rice).toMatchObject({ unit: 'cup', grams: 150, kcal: 535, protein: 11.9, carbs: 117.4 });
    // 98.733 + 534.537 = 633.27 kcal; protein 6.465 + 11.91 = 18.375; fibre 4.545 + 4.215.
    expect(monday.meals[0].totals).toEqual({
      kcal: 633,
      protein: 18.4,
      carbs: 131.4,
      fat: 2.4,
      fibre: 8.8,
    });
    expect(monday.totals).toEqual({ kcal: 633, protein: 18.4, carbs: 131.4, fat: 2.4, fibre: 8.8 });
    // Iron 1.824 + 0.975 mg, calcium 13.896 + 11.235 mg, folate 54.6 + 13.98 µg.
    expect(monday.micros).toEqual({ iron: 2.8, calcium: 25.1, vitaminC: 0, folate: 69 });
    expect(plan.days[1].totals.kcal).toBe(112);
    // Wednesday has a note but no item, so the average is over Monday and Tuesday:
    // (633.27 + 112.284) / 2 = 372.8 kcal.
    expect(plan.weekAverage.kcal).toBe(373);
    expect(plan.days[2].meals).toEqual([
      {
        meal: 'dinner',
        items: [],
        note: 'Eat out, keep it light',
        totals: { kcal: 0, protein: 0, carbs: 0, fat: 0, fibre: 0 },
      },
    ]);
    expect(plan.updatedAt).toEqual(expect.any(String));
    // The GET sends kept JSON text as it is: it must be exactly what the schema's
    // serialiser made of the PUT's answer.
    const read = (await getPlan(app, mine.id, as.nutritionist.headers)).json();
    expect(read).toEqual(plan);
    expect(() => mealPlanViewSchema.strict().parse(read)).not.toThrow();
  });

  it('answers all seven days Monday to Sunday with meals in slot order and items in the order sent', async () => {
    await put({
      days: [
        {
          day: 'Friday',
          meals: [
            { meal: 'bedtime', items: [{ foodId: id('L001'), quantity: 1, unit: 'glass' }] },
            {
              meal: 'breakfast',
              items: [
                { foodId: id('E001'), quantity: 1, unit: 'piece' },
                { foodId: id('B001'), quantity: 2, unit: 'tbsp' },
              ],
            },
            { meal: 'earlyMorning', items: [] },
          ],
        },
      ],
    });
    const plan = (await getPlan(app, mine.id, as.nutritionist.headers)).json();
    expect(plan.days.map((d: { day: string }) => d.day)).toEqual(
      'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(' '),
    );
    expect(plan.days[0].meals).toEqual([]);
    const friday = plan.days[4];
    // An optional slot she switched on stays on, even with nothing in it yet.
    expect(friday.meals.map((m: { meal: string }) => m.meal)).toEqual([
      'earlyMorning',
      'breakfast',
      'bedtime',
    ]);
    expect(friday.meals[1].items.map((i: { foodId: number }) => i.foodId)).toEqual([
      id('E001'),
      id('B001'),
    ]);
    expect(plan.weekAverage.kcal).toBe(friday.totals.kcal);
  });

  it('shows a food’s new values on the next read of a plan kept in the cache', async () => {
    await put(lunchOf([{ foodId: id('E001'), quantity: 100, unit: 'g' }]));
    expect((await getPlan(app, mine.id, as.nutritionist.headers)).json().days[0].totals.kcal).toBe(
      62,
    );
    const [apple] = await app.db
      .select()
      .from(t.foods)
      .where(eq(t.foods.id, id('E001')));
    // Written straight to the table, as a refresh of the IFCT data would be.
    await app.db
      .update(t.foods)
      .set({ kcal: 70 })
      .where(eq(t.foods.id, id('E001')));
    await vi.waitFor(async () =>
      expect(
        (await getPlan(app, mine.id, as.nutritionist.headers)).json().days[0].totals.kcal,
      ).toBe(70),
    );
    await app.db
      .update(t.foods)
      .set({ kcal: apple?.kcal })
      .where(eq(t.foods.id, id('E001')));
  });

  it('answers the targets her nutritionist set with the plan, and null before any', async () => {
    expect((await getPlan(app, mine.id, as.nutritionist.headers)).json().targets).toBeNull();
    await app.app.inject({
      method: 'PUT',
      url: `/api/clients/${mine.id}/targets`,
      headers: as.nutritionist.headers,
      payload: { kcal: 1600, protein: 70, carbs: 200, fat: 50, fibre: 25 },
    });
    expect((await getPlan(app, mine.id, as.nutritionist.headers)).json().targets).toEqual({
      kcal: 1600,
      protein: 70,
      carbs: 200,
      fat: 50,
      fibre: 25,
    });
  });

  it.each([
    [0, 'g', foodMessages.quantityPositive],
    [-1, 'g', foodMessages.quantityPositive],
    [5001, 'g', foodMessages.itemTooHeavy],
    // A katori of buffalo milk is 150 g, so 50 of them weigh 7.5 kg.
    [50, 'katori', foodMessages.itemTooHeavy],
  ])('refuses %s %s of milk with “%s”', async (quantity, unit, message) => {
    const response = await put(lunchOf([{ foodId: id('L001'), quantity, unit: unit as 'g' }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

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
    await app.db.update(t.foods).set({ deletedAt: new Date() }).where(eq(t.foods.id, foodId));
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
      details: { before: { meals: 1, items: 1 }, after: { meals: 1, items: 2 } },
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

  it('answers each item’s values per 100 g precisely enough that a builder’s totals equal the server’s', async () => {
    // Large and odd amounts, where per-100 g values rounded to the whole kcal would drift.
    const items = [
      { foodId: id('B001'), quantity: 487, unit: 'g' as const },
      { foodId: id('A015'), quantity: 2.5, unit: 'cup' as const },
      { foodId: id('E001'), quantity: 3, unit: 'piece' as const },
      { foodId: id('L001'), quantity: 733, unit: 'g' as const },
    ];
    const plan = (await put(lunchOf(items))).json() as MealPlanView;
    const monday = plan.days[0]!;
    const inBrowser = sumNutrients(
      monday.meals[0]!.items.map((item) => nutrientsIn(item.per100g, item.grams)),
    );
    const rounded = roundNutrients(macrosOf(inBrowser));
    expect(rounded).toEqual(monday.totals);
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
