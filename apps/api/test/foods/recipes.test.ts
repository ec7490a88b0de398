import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  foodMessages,
  type FoodDetail,
  type FoodSearch,
  type RecipeDetail,
  type RecipeInput,
  type RecipeSummary,
} from '@nourishwell/shared';
import { auditLog } from '#api/db/schema/index.ts';
import { appWithRoles } from '../helpers/suite.ts';
import { dalRecipe, ifctId, labelFood, namesOf } from './food-fixtures.ts';

describe('the recipe library', () => {
  const { app, as, call } = appWithRoles();
  const asN = () => as.nutritionist.headers;
  const ids = { dal: 0, ghee: 0, rice: 0, egg: 0, chicken: 0 };
  beforeAll(async () => {
    ids.dal = await ifctId(app.db, 'B001');
    ids.ghee = await ifctId(app.db, 'T013');
    ids.rice = await ifctId(app.db, 'A015');
    ids.egg = await ifctId(app.db, 'M001');
    ids.chicken = await ifctId(app.db, 'N003');
  });

  const save = (body: object, id?: number) =>
    id === undefined
      ? call('POST', '/api/recipes', asN(), body)
      : call('PUT', `/api/recipes/${id}`, asN(), body);
  const add = async (over: Partial<RecipeInput> = {}) => {
    const response = await save(dalRecipe(ids.dal, ids.ghee, over));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RecipeDetail>();
  };
  const expect400 = async (body: object, message: string, id?: number) => {
    const response = await save(body, id);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message });
  };

  it('works out a serving from the ingredients and the cooked weight', async () => {
    const dal = await add();
    // 60 g Bengal gram dal (329.1 kcal, 21.55 g protein per 100 g) + 1 tsp (5 g) ghee
    // (900 kcal): 242.5 kcal in 300 g cooked, two servings of 150 g.
    expect(dal).toMatchObject({
      name: 'Plain dal',
      diet: 'veg',
      servings: 2,
      servingUnit: 'katori',
      servingGrams: 150,
      cookedGrams: 300,
      ingredientCount: 2,
      createdBy: { id: as.nutritionist.user.id },
      deleted: false,
    });
    expect(dal.perServing.kcal).toBe(121);
    expect(dal.perServing.protein).toBe(6.5);
    expect(dal.per100g.kcal).toBe(80.82); // 242.47 kcal in 300 g
    expect(dal.portions).toContainEqual({ unit: 'katori', grams: 150 });
    expect(dal.ingredients.map((i) => [i.name, i.grams, i.kcal])).toEqual([
      ['Bengal gram, dal', 60, 197],
      ['Ghee', 5, 45],
    ]);
  });

  it('weighs a serving as the ingredients’ share when no cooked weight is given', async () => {
    const raw = await add({ name: 'Raw dal mix', cookedGrams: null, servings: 5 });
    expect(raw.servingGrams).toBe(13); // (60 + 5) / 5
    expect(raw.cookedGrams).toBeNull();
  });

  it('derives the veg tag from the least vegetarian ingredient', async () => {
    const withEgg = await add({
      name: 'Egg dal',
      ingredients: [
        { foodId: ids.dal, quantity: 60, unit: 'g' },
        { foodId: ids.egg, quantity: 1, unit: 'piece' },
      ],
    });
    expect(withEgg.diet).toBe('egg');
    const withChicken = await add({
      name: 'Chicken dal',
      ingredients: [
        { recipeId: withEgg.id, quantity: 1, unit: 'katori' },
        { foodId: ids.chicken, quantity: 100, unit: 'g' },
      ],
    });
    expect(withChicken.diet).toBe('nonveg');
  });

  it('refuses a recipe that would contain itself, directly or through another', async () => {
    const inner = await add({ name: 'Inner dal' });
    const outer = await add({
      name: 'Dal rice',
      ingredients: [
        { recipeId: inner.id, quantity: 1, unit: 'katori' },
        { foodId: ids.rice, quantity: 50, unit: 'g' },
      ],
    });
    const self = dalRecipe(ids.dal, ids.ghee, {
      ingredients: [{ recipeId: outer.id, quantity: 1, unit: 'katori' }],
    });
    await expect400(self, foodMessages.recipeInItself, outer.id);
    await expect400(self, foodMessages.recipeInItself, inner.id);
    // Unchanged by the refusals.
    const read = await call('GET', `/api/recipes/${inner.id}`, asN());
    expect(read.json<RecipeDetail>().ingredients.map((i) => i.name)).toEqual([
      'Bengal gram, dal',
      'Ghee',
    ]);
  });

  it.each([
    ['an unknown food', { foodId: 999999, quantity: 1, unit: 'g' }, foodMessages.unknownFood],
    ['an unknown recipe', { recipeId: 999999, quantity: 1, unit: 'g' }, foodMessages.unknownRecipe],
    [
      'a measure the food lacks',
      { foodId: -1, quantity: 2, unit: 'idli' },
      foodMessages.unknownUnit,
    ],
    ['more than 5 kg', { foodId: -1, quantity: 40, unit: 'cup' }, foodMessages.itemTooHeavy],
    ['a quantity of 0', { foodId: -1, quantity: 0, unit: 'g' }, foodMessages.quantityPositive],
    [
      'a quantity too small to store',
      { foodId: -1, quantity: 1e-300, unit: 'g' },
      foodMessages.quantityPositive,
    ],
    [
      'both a food and a recipe',
      { foodId: -1, recipeId: 1, quantity: 1, unit: 'g' },
      foodMessages.foodOrRecipe,
    ],
  ] as const)('refuses an ingredient with %s', async (_what, item, message) => {
    // -1 stands for rice, whose id is known only once the database is up.
    const ingredient =
      'foodId' in item && item.foodId === -1 ? { ...item, foodId: ids.rice } : item;
    await expect400(dalRecipe(ids.dal, ids.ghee, { ingredients: [ingredient] }), message);
  });

  it.each([
    ['no ingredients', { ingredients: [] }, foodMessages.ingredientsRequired],
    ['no name', { name: ' ' }, foodMessages.recipeNameRequired],
    ['0 servings', { servings: 0 }, foodMessages.servings],
    ['a cooked weight of 0', { cookedGrams: 0 }, foodMessages.cookedGrams],
    ['a cooked weight too small to store', { cookedGrams: 1e-300 }, foodMessages.cookedGrams],
  ] as const)('refuses a recipe with %s', async (_what, over, message) => {
    await expect400(dalRecipe(ids.dal, ids.ghee, over as Partial<RecipeInput>), message);
  });

  it('keeps a deleted practice food in a recipe being saved again, but not in a new one', async () => {
    const created = await call(
      'POST',
      '/api/custom-foods',
      asN(),
      labelFood({ name: 'Brand ghee' }),
    );
    const ghee = created.json<FoodDetail>();
    const recipe = await add({ name: 'Brand ghee dal' });
    const withBrand = dalRecipe(ids.dal, ghee.id, { name: 'Brand ghee dal' });
    withBrand.ingredients[1] = { foodId: ghee.id, quantity: 10, unit: 'g' };
    expect((await save(withBrand, recipe.id)).statusCode).toBe(200);
    await call('DELETE', `/api/custom-foods/${ghee.id}`, asN());

    const again = await save({ ...withBrand, servings: 3 }, recipe.id);
    expect(again.statusCode, again.body).toBe(200);
    const saved = again.json<RecipeDetail>();
    expect(saved.servings).toBe(3);
    expect(saved.ingredients[1]).toMatchObject({ foodId: ghee.id, name: 'Brand ghee', kcal: 20 });
    await expect400({ ...withBrand, name: 'New brand dal' }, foodMessages.unknownFood);
  });

  it('lists the library by name, filters it by a forgiving search, and leaves deleted recipes out', async () => {
    await add({ name: 'Lauki chana dal' });
    const gone = await add({ name: 'Lauki kofta' });
    const removed = await call('DELETE', `/api/recipes/${gone.id}`, asN());
    expect(removed.json()).toEqual({ message: 'Recipe removed' });

    const all = (await call('GET', '/api/recipes', as.client.headers)).json<RecipeSummary[]>();
    const names = all.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).not.toContain('Lauki kofta');
    const found = await call('GET', '/api/recipes?q=lauky', asN());
    expect(found.json<RecipeSummary[]>().map((r) => r.name)).toEqual(['Lauki chana dal']);
    const search = await call('GET', '/api/foods?q=lauki&kind=recipe', asN());
    expect(namesOf(search.json<FoodSearch>())).toEqual(['Lauki chana dal']);

    const read = await call('GET', `/api/recipes/${gone.id}`, as.client.headers);
    expect(read.json<RecipeDetail>()).toMatchObject({ name: 'Lauki kofta', deleted: true });
    expect((await save(dalRecipe(ids.dal, ids.ghee), gone.id)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/recipes/${gone.id}`, asN())).statusCode).toBe(404);
  });

  it('leaves an audit row for each change', async () => {
    const recipe = await add({ name: 'Audited dal' });
    await save(dalRecipe(ids.dal, ids.ghee, { name: 'Audited dal', servings: 4 }), recipe.id);
    await call('DELETE', `/api/recipes/${recipe.id}`, asN());
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'recipe'), eq(auditLog.entityId, recipe.id)));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(rows.every((r) => r.actorId === as.nutritionist.user.id)).toBe(true);
  });

  it('answers 404 for a recipe that does not exist', async () => {
    const missing = await call('GET', '/api/recipes/999999', asN());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: foodMessages.recipeNotFound });
    expect((await save(dalRecipe(ids.dal, ids.ghee), 999999)).statusCode).toBe(404);
  });

  it('lets everyone signed in read and only nutritionists write', async () => {
    const recipe = await add({ name: 'Guarded dal' });
    for (const role of ['client', 'admin'] as const) {
      const headers = as[role].headers;
      expect((await call('GET', `/api/recipes/${recipe.id}`, headers)).statusCode).toBe(200);
      const body = dalRecipe(ids.dal, ids.ghee);
      expect((await call('POST', '/api/recipes', headers, body)).statusCode).toBe(403);
      expect((await call('PUT', `/api/recipes/${recipe.id}`, headers, body)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/recipes/${recipe.id}`, headers)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/recipes', {})).statusCode).toBe(401);
    expect((await call('POST', '/api/recipes', {}, dalRecipe(ids.dal, ids.ghee))).statusCode).toBe(
      401,
    );
  });
});
