import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foodSearchSchema, type FoodDetail } from '@nourishwell/shared';
import { dietOfDish } from '#api/db/indb-dish-diet.ts';
import { groupOfDish } from '#api/db/indb-dish-groups.ts';
import { loadIndbDishes } from '#api/db/indb-dishes.ts';
import { foods } from '#api/db/schema/index.ts';
import { appWithRoles } from '../helpers/suite.ts';
import { detailByCode, ifctId, labelFood } from './food-fixtures.ts';

describe('Indian Nutrient Databank dishes as loaded', () => {
  const suite = appWithRoles();
  const { app } = suite;
  const detail = detailByCode(suite);

  it('gives hot tea (ASC001) its figures per 100 g as served and a tea cup of 210 g as its measure', async () => {
    const tea = await detail('ASC001');
    expect(tea).toMatchObject({
      kind: 'food',
      name: 'Hot tea (Garam Chai)',
      source: 'indb',
      state: 'served',
      diet: 'veg',
      group: 'Drinks',
    });
    expect(tea.per100g.kcal).toBe(16.14);
    expect(tea.per100g.protein).toBe(0.39);
    // The first measure after grams is the one a picked dish starts with.
    expect(tea.portions[1]).toEqual({ unit: 'teacup', grams: 210.5 });
    expect(tea.commonNames).toEqual(expect.arrayContaining(['chai', 'चाय', 'tea']));
  });

  it('measures idli by the idli and sambar by the bowl, with a katori beside it', async () => {
    expect((await detail('ASC144')).portions).toEqual([
      { unit: 'g', grams: 1 },
      { unit: 'idli', grams: 25.1 },
    ]);
    expect((await detail('ASC167')).portions).toEqual([
      { unit: 'g', grams: 1 },
      { unit: 'bowl', grams: 257.2 },
      { unit: 'katori', grams: 150 },
    ]);
  });

  it('loads all 1,014 dishes, and loading again changes nothing', async () => {
    const dishes = async () => {
      const [row] = await app.db.select({ n: count() }).from(foods).where(eq(foods.source, 'indb'));
      return row?.n;
    };
    expect(await dishes()).toBe(1014);
    const before = await detail('ASC167');
    expect(await loadIndbDishes(app.db)).toBe(1014);
    expect(await dishes()).toBe(1014);
    expect(await detail('ASC167')).toEqual(before);
  });

  it.each([
    ['Chicken curry', 'nonveg'],
    ['Fish curry (Machli curry)', 'nonveg'],
    ['Mutton seekh kebab', 'nonveg'],
    ['Vegetable seekh kebab', 'veg'],
    ['Egg curry (Anda curry)', 'egg'],
    ['Chocolate cake', 'egg'],
    ['Mayonnaise without eggs', 'veg'],
    ['Vegetarian egg kofta curry', 'veg'],
    ['Masala dosa', 'veg'],
    ['Cream puffs', 'egg'],
    ['Mango cheesecake', 'egg'],
    ['Tartare sauce', 'egg'],
    ['Lemon curd filling', 'egg'],
    ['Choux pastry', 'egg'],
    ['Gram flour and semolina chilla/cheela/savory pancake (Besan suji chilla/cheela)', 'veg'],
  ] as const)('tags %s %s from its name', (name, diet) => {
    expect(dietOfDish(name)).toBe(diet);
  });

  it.each([
    ['Hot tea (Garam Chai)', 'Drinks'],
    ['Idli', 'Breakfast dishes'],
    ['Chapati/Roti', 'Breads'],
    ['Kidney bean curry (Rajmah curry)', 'Dals and curries'],
    ['Gulab Jamun with khoya', 'Sweets and desserts'],
    ['Potato samosa (Aloo ka samosa)', 'Snacks'],
    ['Tartare sauce', 'Chutneys, sauces and dips'],
    ['Mayonnaise', 'Chutneys, sauces and dips'],
  ])('files %s under %s', (name, group) => {
    expect(groupOfDish(name)).toBe(group);
  });
});

describe('PUT /api/foods/:id/practice', () => {
  const { app, as, call } = appWithRoles();

  const put = (id: number, body: object, headers = as.nutritionist.headers) =>
    call('PUT', `/api/foods/${id}/practice`, headers, body);
  const firstFor = async (q: string) => {
    const response = await call('GET', `/api/foods?q=${encodeURIComponent(q)}`, as.client.headers);
    return foodSearchSchema.parse(response.json()).items[0];
  };

  it('adds the practice’s own names, which search then matches', async () => {
    const upma = await ifctId(app.db, 'BFP039');
    const response = await put(upma, {
      names: ['Uppittu (Mysore style)', 'kharabath'],
      diet: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FoodDetail>().practiceNames).toEqual([
      'Uppittu (Mysore style)',
      'kharabath',
    ]);
    expect((await firstFor('kharabath'))?.id).toBe(upma);
  });

  it('corrects veg, egg or non-veg, keeps it through a refresh of the data, and gives it back', async () => {
    const cake = await ifctId(app.db, 'ASC420'); // Chocolate cake: egg by its name
    const corrected = (await put(cake, { names: [], diet: 'veg' })).json<FoodDetail>();
    expect(corrected).toMatchObject({ diet: 'veg', dataDiet: 'egg', dietSetByPractice: true });
    await loadIndbDishes(app.db);
    const after = await call('GET', `/api/foods/${cake}`, as.client.headers);
    expect(after.json<FoodDetail>()).toMatchObject({ diet: 'veg', dietSetByPractice: true });
    const back = (await put(cake, { names: [], diet: null })).json<FoodDetail>();
    expect(back).toMatchObject({ diet: 'egg', dataDiet: 'egg', dietSetByPractice: false });
  });

  it('refuses a name given twice, more than 20 names, and a practice food (changed with Edit)', async () => {
    const tea = await ifctId(app.db, 'ASC001');
    const twice = await put(tea, { names: ['Kadak', 'kadak'], diet: null });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: 'Each name can be given once.' });
    const many = await put(tea, {
      names: Array.from({ length: 21 }, (_, i) => `n${i}`),
      diet: null,
    });
    expect(many.json()).toMatchObject({ message: 'Please keep to 20 names or fewer.' });
    const own = await call('POST', '/api/custom-foods', as.nutritionist.headers, labelFood());
    const refused = await put(own.json<FoodDetail>().id, { names: ['x'], diet: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'This is the practice’s own food: change it with Edit.',
    });
  });

  it('lets the practice’s nutritionists change it, not a client or an admin, and answers 404 for no such food', async () => {
    const tea = await ifctId(app.db, 'ASC001');
    expect((await put(tea, { names: [], diet: null }, as.admin.headers)).statusCode).toBe(403);
    expect((await put(tea, { names: [], diet: null }, as.client.headers)).statusCode).toBe(403);
    expect((await put(999_999, { names: [], diet: null })).statusCode).toBe(404);
  });
});
