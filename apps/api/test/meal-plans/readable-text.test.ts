import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { getPlan, ifctIds, putPlan } from './plan-fixtures.ts';

/** The spec's GET /client/meal keeps answering meals keyed by day, as readable text. */
describe('the spec’s meal calls over a structured plan', () => {
  const { app, as, mine, post, nId } = caseloadSuite();
  let id: (code: string) => number;
  let toorDal = 0;
  beforeAll(async () => {
    id = await ifctIds(app, ['A015', 'B001', 'E001']);
    const [recipe] = await app.db
      .insert(t.recipes)
      .values({ name: 'Toor dal', servings: 4, servingUnit: 'katori', cookedGrams: 600 })
      .returning({ id: t.recipes.id });
    toorDal = recipe?.id ?? 0;
    await app.db
      .insert(t.recipeIngredients)
      .values({ recipeId: toorDal, position: 0, foodId: id('B001'), quantity: 120, unit: 'g' });
  });
  const readMeals = async (headers: Record<string, string>) =>
    (
      await app.app.inject({ method: 'GET', url: `/api/client/meal?id=${mine.id}`, headers })
    ).json();

  it('answers each meal as “quantity unit name (grams)” joined by dots, then its note', async () => {
    const saved = await putPlan(
      app,
      mine.id,
      {
        days: [
          {
            day: 'Monday',
            meals: [
              {
                meal: 'dinner',
                items: [
                  { foodId: id('A015'), quantity: 0.5, unit: 'cup' },
                  { recipeId: toorDal, quantity: 1, unit: 'katori' },
                ],
                note: 'No ghee',
              },
              { meal: 'breakfast', items: [{ foodId: id('E001'), quantity: 1, unit: 'piece' }] },
              { meal: 'earlyMorning', items: [] },
            ],
          },
          {
            day: 'Wednesday',
            meals: [{ meal: 'snack', items: [{ foodId: id('B001'), quantity: 30, unit: 'g' }] }],
          },
        ],
      },
      as.nutritionist.headers,
    );
    expect(saved.statusCode).toBe(200);
    const expected = {
      Monday: [
        { meal: 'breakfast', food: '1 piece Apple, big (180 g)' },
        {
          meal: 'dinner',
          food: '0.5 cup Rice, raw, milled (75 g) · 1 katori Toor dal (150 g) — No ghee',
        },
      ],
      Wednesday: [{ meal: 'snack', food: '30 g Bengal gram, dal' }],
    };
    expect(await readMeals(as.nutritionist.headers)).toEqual(expected);
    expect(await readMeals(bearer(await loginAs(app.app, mine)))).toEqual(expected);
  });

  it('keeps POST /nuts/addWeeklyMealPlan saving free text as notes that replace the week', async () => {
    const response = await post('/api/nuts/addWeeklyMealPlan', {
      nId: nId(),
      cId: mine.id,
      weeklyMeals: { Tuesday: [{ meal: 'lunch', food: 'Rajma rice' }] },
    });
    expect(response.json()).toEqual({ Tuesday: [{ meal: 'lunch', food: 'Rajma rice' }] });
    const plan = (await getPlan(app, mine.id, as.nutritionist.headers)).json();
    expect(plan.days[1].meals).toEqual([
      {
        meal: 'lunch',
        items: [],
        note: 'Rajma rice',
        totals: { kcal: 0, protein: 0, carbs: 0, fat: 0, fibre: 0 },
      },
    ]);
    expect(await app.db.select().from(t.mealPlanItems)).toEqual([]);
    const entries = await app.db
      .select()
      .from(t.mealPlanEntries)
      .where(eq(t.mealPlanEntries.clientId, mine.id));
    expect(entries).toHaveLength(1);
  });
});
