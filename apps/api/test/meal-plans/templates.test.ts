import { beforeAll, describe, expect, it } from 'vitest';
import {
  foodMessages,
  mealPlanMessages,
  type FoodDetail,
  type TemplateInput,
} from '@nourishwell/shared';
import { labelFood } from '../foods/food-fixtures.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { getPlan, handWorkedLunch, ifctIds, putPlan } from './plan-fixtures.ts';

describe('a nutritionist’s plan templates', () => {
  const { app, as, mine } = caseloadSuite();
  let id: (code: string) => number;
  beforeAll(async () => {
    id = await ifctIds(app, ['B001', 'A015', 'E001']);
  });
  const add = (payload: TemplateInput) =>
    app.app.inject({
      method: 'POST',
      url: '/api/meal-plan-templates',
      headers: as.nutritionist.headers,
      payload,
    });
  const list = () =>
    app.app.inject({
      method: 'GET',
      url: '/api/meal-plan-templates',
      headers: as.nutritionist.headers,
    });
  const week = (): TemplateInput['days'] => [
    {
      day: 'Monday',
      meals: [
        {
          meal: 'lunch',
          items: handWorkedLunch(id),
        },
      ],
    },
    {
      day: 'Tuesday',
      meals: [
        {
          meal: 'snack',
          items: [{ foodId: id('E001'), quantity: 1, unit: 'piece' }],
          note: 'With green tea',
        },
      ],
    },
  ];

  it('saves a week as a template and lists it with its days, items and average energy', async () => {
    const response = await add({ name: '  PCOS veg week  ', days: week() });
    expect(response.statusCode).toBe(201);
    // Monday 633.27 kcal and Tuesday 112.284 kcal (see plan.test.ts) average 372.8.
    expect(response.json()).toMatchObject({
      name: 'PCOS veg week',
      dayCount: 2,
      itemCount: 3,
      weekAverage: { kcal: 373 },
    });
    await add({ name: 'Another week', days: [] });
    expect((await list()).json().map((x: { name: string }) => x.name)).toEqual([
      'Another week',
      'PCOS veg week',
    ]);
  });

  it('answers a template resolved like a plan, so the builder can load it into a client’s week', async () => {
    const [, pcos] = (await list()).json();
    const detail = (
      await app.app.inject({
        method: 'GET',
        url: `/api/meal-plan-templates/${pcos.id}`,
        headers: as.nutritionist.headers,
      })
    ).json();
    expect(detail.days).toHaveLength(7);
    expect(detail.days[0].meals[0].totals.kcal).toBe(633);
    expect(detail.days[1].meals[0]).toMatchObject({
      note: 'With green tea',
      items: [{ foodId: id('E001'), grams: 180 }],
    });
    // Applying it to a client is a save of the week it holds.
    const body = {
      days: detail.days.map(
        (d: {
          day: string;
          meals: {
            meal: string;
            note: string | null;
            items: { foodId: number; quantity: number; unit: string }[];
          }[];
        }) => ({
          day: d.day,
          meals: d.meals.map((m) => ({
            meal: m.meal,
            note: m.note,
            items: m.items.map((i) => ({ foodId: i.foodId, quantity: i.quantity, unit: i.unit })),
          })),
        }),
      ),
    };
    expect((await putPlan(app, mine.id, body, as.nutritionist.headers)).statusCode).toBe(200);
    expect((await getPlan(app, mine.id, as.nutritionist.headers)).json().weekAverage).toEqual(
      detail.weekAverage,
    );
  });

  it('refuses a name she already uses with 409, and an unnamed template with 400', async () => {
    const taken = await add({ name: 'PCOS veg week', days: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(mealPlanMessages.templateNameTaken);
    const unnamed = await add({ name: '   ', days: [] });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe(mealPlanMessages.templateNameRequired);
  });

  it('answers 409 to the second of two saves of one name sent at once', async () => {
    const answers = await Promise.all([
      add({ name: 'Race week', days: [] }),
      add({ name: 'Race week', days: [] }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().message).toBe(
      mealPlanMessages.templateNameTaken,
    );
  });

  it('checks a template’s items as a plan’s', async () => {
    const response = await add({
      name: 'Broken',
      days: [
        {
          day: 'Monday',
          meals: [{ meal: 'lunch', items: [{ foodId: id('B001'), quantity: 1, unit: 'glass' }] }],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(foodMessages.unknownUnit);
    expect((await list()).json().map((x: { name: string }) => x.name)).not.toContain('Broken');
  });

  it('refuses a practice food deleted before the template was saved', async () => {
    const headers = as.nutritionist.headers;
    const made = await app.app.inject({
      method: 'POST',
      url: '/api/custom-foods',
      headers,
      payload: labelFood({ name: 'Discontinued muesli (label)' }),
    });
    const foodId = made.json<FoodDetail>().id;
    await app.app.inject({ method: 'DELETE', url: `/api/custom-foods/${foodId}`, headers });
    const response = await add({
      name: 'With a removed food',
      days: [
        {
          day: 'Monday',
          meals: [{ meal: 'breakfast', items: [{ foodId, quantity: 1, unit: 'piece' }] }],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(foodMessages.unknownFood);
  });

  it('deletes her template and then answers 404 for it', async () => {
    const [another] = (await list()).json();
    const url = `/api/meal-plan-templates/${another.id}`;
    const deleted = await app.app.inject({
      method: 'DELETE',
      url,
      headers: as.nutritionist.headers,
    });
    expect(deleted.json()).toEqual({ message: mealPlanMessages.templateDeleted });
    const again = await app.app.inject({ method: 'GET', url, headers: as.nutritionist.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(mealPlanMessages.templateNotFound);
  });
});
