import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foodMessages, type FoodDetail, type FoodSearch } from '@nourishwell/shared';
import { auditLog } from '#api/db/schema/index.ts';
import { bearer, createUser, loginAs } from '../helpers/factories.ts';
import { appWithRoles } from '../helpers/suite.ts';
import { ifctId, labelFood, namesOf } from './food-fixtures.ts';

describe('the practice’s own foods', () => {
  const { app, as, call } = appWithRoles();
  const asN = () => as.nutritionist.headers;

  const add = async (over: Parameters<typeof labelFood>[0] = {}) => {
    const response = await call('POST', '/api/custom-foods', asN(), labelFood(over));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<FoodDetail>();
  };
  const auditRows = (entityId: number) =>
    app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'custom_food'), eq(auditLog.entityId, entityId)));

  it('adds a food from its label, marked as the practice’s own, with its local names read from the text', async () => {
    const food = await add();
    expect(food).toMatchObject({
      kind: 'custom',
      code: null,
      name: 'Low-fat paneer (brand label)',
      group: 'Packaged Foods',
      diet: 'veg',
      per100g: { kcal: 204, protein: 24, calcium: 480 },
      localNames: [
        { language: 'Hindi', name: 'Kam vasa paneer' },
        { language: 'Tamil', name: 'Paneer' },
      ],
      createdBy: { id: as.nutritionist.user.id },
      deleted: false,
    });
    expect(food.portions).toEqual([
      { unit: 'g', grams: 1 },
      { unit: 'piece', grams: 25 },
    ]);
    const [row] = await auditRows(food.id);
    expect(row).toMatchObject({ action: 'create', actorId: as.nutritionist.user.id });
  });

  it('files a local name without a language under Local, and gives a food without measures its group’s', async () => {
    const food = await add({
      name: 'Ragi malt mix',
      group: 'Cereals and Millets',
      localNames: 'Ragi kanji; Kannada: Ragi ambli;',
      portions: [],
    });
    expect(food.localNames).toEqual([
      { language: 'Local', name: 'Ragi kanji' },
      { language: 'Kannada', name: 'Ragi ambli' },
    ]);
    expect(food.portions).toContainEqual({ unit: 'tbsp', grams: 10 });
  });

  it('shows the new food in search at once, found by its local name too', async () => {
    const food = await add({
      name: 'Masala peanut chikki',
      localNames: 'Marathi: Shengdana chikki',
    });
    const found = await call('GET', '/api/foods?q=shengdana', as.client.headers);
    const item = found.json<FoodSearch>().items.find((i) => i.id === food.id);
    expect(item).toMatchObject({ kind: 'custom', matched: 'Marathi: Shengdana chikki' });
  });

  it('changes a food for everyone, and lists the practice’s foods by name', async () => {
    const food = await add({ name: 'Zesty soya chunks' });
    const response = await call(
      'PUT',
      `/api/custom-foods/${food.id}`,
      asN(),
      labelFood({ name: 'Soya chunks (brand label)', diet: 'veg' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FoodDetail>().name).toBe('Soya chunks (brand label)');
    const list = (await call('GET', '/api/custom-foods', asN())).json<FoodDetail[]>();
    const names = list.map((f) => f.name);
    expect(names).toContain('Soya chunks (brand label)');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const rows = await auditRows(food.id);
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses to remove a measure a recipe uses, but lets her change its weight or keep it', async () => {
    const food = await add({ name: 'Tofu cubes (label)' });
    const recipe = await call('POST', '/api/recipes', asN(), {
      name: 'Tofu bhurji (measure test)',
      servings: 2,
      ingredients: [{ foodId: food.id, quantity: 4, unit: 'piece' }],
    });
    expect(recipe.statusCode, recipe.body).toBe(201);
    const change = (portions: { unit: 'piece' | 'katori'; grams: number }[]) =>
      call('PUT', `/api/custom-foods/${food.id}`, asN(), labelFood({ name: food.name, portions }));

    const removed = await change([{ unit: 'katori', grams: 150 }]);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().message).toBe(foodMessages.measureInUse);
    expect(
      (await call('GET', `/api/foods/${food.id}`, asN())).json<FoodDetail>().portions,
    ).toContainEqual({ unit: 'piece', grams: 25 });

    const heavier = await change([
      { unit: 'piece', grams: 30 },
      { unit: 'katori', grams: 150 },
    ]);
    expect(heavier.statusCode, heavier.body).toBe(200);
    expect(heavier.json<FoodDetail>().portions).toContainEqual({ unit: 'piece', grams: 30 });
  });

  it('lets any nutritionist of the practice change and remove a food another one added', async () => {
    const food = await add({ name: 'Shared sattu mix' });
    const colleague = await createUser(app.db, 'nutritionist');
    const headers = bearer(await loginAs(app.app, colleague));
    const changed = await call(
      'PUT',
      `/api/custom-foods/${food.id}`,
      headers,
      labelFood({ name: 'Shared sattu mix, roasted' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json<FoodDetail>().createdBy?.id).toBe(as.nutritionist.user.id);
    expect((await call('DELETE', `/api/custom-foods/${food.id}`, headers)).statusCode).toBe(200);
    const [deleted] = (await auditRows(food.id)).filter((r) => r.action === 'delete');
    expect(deleted?.actorId).toBe(colleague.id);
  });

  it('removes a food from search and the list but still reads it, saying it is deleted', async () => {
    const food = await add({ name: 'Quirky millet cookies' });
    const removed = await call('DELETE', `/api/custom-foods/${food.id}`, asN());
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Food removed' });
    const search = await call('GET', '/api/foods?q=quirky%20millet%20cookies', asN());
    expect(namesOf(search.json<FoodSearch>())).not.toContain('Quirky millet cookies');
    const list = (await call('GET', '/api/custom-foods', asN())).json<FoodDetail[]>();
    expect(list.map((f) => f.id)).not.toContain(food.id);
    const read = await call('GET', `/api/foods/${food.id}`, as.client.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json<FoodDetail>()).toMatchObject({ name: 'Quirky millet cookies', deleted: true });
    expect((await auditRows(food.id)).map((r) => r.action)).toContain('delete');
    // Gone from the practice's foods: changing or removing it again is a 404.
    expect((await call('DELETE', `/api/custom-foods/${food.id}`, asN())).statusCode).toBe(404);
    expect((await call('PUT', `/api/custom-foods/${food.id}`, asN(), labelFood())).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for an IFCT food or an unknown id on the practice-food calls', async () => {
    const rice = await ifctId(app.db, 'A015');
    for (const id of [rice, 999999]) {
      const put = await call('PUT', `/api/custom-foods/${id}`, asN(), labelFood());
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ message: foodMessages.foodNotFound });
      expect((await call('DELETE', `/api/custom-foods/${id}`, asN())).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/foods/${rice}`, asN())).json<FoodDetail>().deleted).toBe(false);
  });

  it.each([
    ['a missing name', { name: '  ' }, foodMessages.nameRequired],
    ['an unknown group', { group: 'Snacks' }, foodMessages.groupRequired],
    [
      'a nutrient above the label’s maximum',
      { per100g: { ...labelFood().per100g, kcal: 1200 } },
      foodMessages.nutrientRange,
    ],
    [
      'a nutrient above 0 but too small to store',
      { per100g: { ...labelFood().per100g, iron: 1e-300 } },
      foodMessages.nutrientRange,
    ],
    [
      'macronutrients above 100 g in 100 g',
      { per100g: { ...labelFood().per100g, protein: 60, carbs: 50 } },
      foodMessages.macrosOver100,
    ],
    ['a measure of 0 g', { portions: [{ unit: 'katori', grams: 0 }] }, foodMessages.portionGrams],
    [
      'one measure given twice',
      {
        portions: [
          { unit: 'katori', grams: 100 },
          { unit: 'katori', grams: 150 },
        ],
      },
      foodMessages.portionTwice,
    ],
  ] as const)('refuses %s with the schema’s message', async (_what, over, message) => {
    const response = await call('POST', '/api/custom-foods', asN(), labelFood(over as object));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('lets only nutritionists write: 403 to a client and an admin, 401 without a token', async () => {
    const food = await add({ name: 'Guarded food' });
    const writes: Array<['POST' | 'PUT' | 'DELETE' | 'GET', string, object?]> = [
      ['GET', '/api/custom-foods'],
      ['POST', '/api/custom-foods', labelFood()],
      ['PUT', `/api/custom-foods/${food.id}`, labelFood()],
      ['DELETE', `/api/custom-foods/${food.id}`],
    ];
    for (const [method, url, payload] of writes) {
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const role of ['client', 'admin'] as const)
        expect((await call(method, url, as[role].headers, payload)).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/foods/${food.id}`, as.client.headers)).statusCode).toBe(200);
  });
});
