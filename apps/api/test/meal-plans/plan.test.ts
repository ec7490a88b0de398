import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  foodMessages,
  macrosOf,
  mealPlanViewSchema,
  nutrientsIn,
  roundNutrients,
  sumNutrients,
  type MealPlanView,
} from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { getPlan, handWorkedLunch, planSuite } from './plan-fixtures.ts';

/**
 * Totals worked by hand from IFCT 2017 (kJ ÷ 4.184, per 100 g):
 * B001 Bengal gram dal 1377 kJ = 329.111 kcal, protein 21.55, carbs 46.72, fat 5.31,
 *   fibre 15.15, iron 6.08 mg, calcium 46.32 mg, folate 182 µg;
 * A015 rice, raw, milled 1491 kJ = 356.358 kcal, protein 7.94, carbs 78.24, fat 0.52,
 *   fibre 2.81, iron 0.65 mg, calcium 7.49 mg, folate 9.32 µg; a cup of a cereal is 150 g;
 * E001 apple, big 261 kJ = 62.380 kcal; one piece is 180 g.
 */
describe('a client’s structured weekly plan: what it answers', () => {
  const { app, as, mine, id, put, lunchOf } = planSuite();

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
});
