import { beforeAll, describe, expect, it } from 'vitest';
import { foodMessages, foodSearchSchema, type FoodSearch } from '@nourishwell/shared';
import { demoRecipes } from '#api/db/demo-recipes.ts';
import { seedDemoFoods } from '#api/db/seed-foods.ts';
import { appWithRoles } from '../helpers/suite.ts';
import { namesOf } from './food-fixtures.ts';

describe('GET /api/foods', () => {
  const { app, as, call } = appWithRoles();
  beforeAll(async () => {
    await app.db.transaction((tx) => seedDemoFoods(tx, as.nutritionist.user.id));
  });

  const search = async (query: string) => {
    const response = await call('GET', `/api/foods?${query}`, as.nutritionist.headers);
    expect(response.statusCode, response.body).toBe(200);
    // The answer is sent as JSON text, not through the serialiser: it must fit the schema.
    return foodSearchSchema.strict().parse(response.json());
  };
  const q = (text: string, more = '') => search(`q=${encodeURIComponent(text)}${more}`);
  const rank = (found: FoodSearch, name: string) => namesOf(found).indexOf(name);

  it('among raw ingredients lists names that begin with the query first ("rice" → Rice, raw, milled …)', async () => {
    const found = await q('rice', '&state=raw');
    expect(found.items.every((item) => item.state === 'raw')).toBe(true);
    expect(found.items.slice(0, 3).every((item) => item.name.startsWith('Rice'))).toBe(true);
    expect(namesOf(found)).toContain('Rice, raw, milled');
    expect(found.items[0]?.matched).toBeNull();
  });

  it('keeps to what a recipe is written from when asked (ingredients=only): no dishes, no recipes', async () => {
    const found = await q('milk', '&ingredients=only&limit=50');
    expect(namesOf(found)).toContain('Milk, whole, Cow');
    expect(found.items.every((item) => item.kind !== 'recipe' && item.source !== 'indb')).toBe(
      true,
    );
    expect(namesOf(await q('curd', '&ingredients=only'))).toContain('Curd (dahi), toned milk');
    // No ingredient has both words: those with either come, though a dish has both.
    const dish = namesOf(await q('palak paneer', '&ingredients=only'));
    expect(dish).toEqual(expect.arrayContaining(['Spinach', 'Paneer']));
  });

  it('lists the dish as served before the raw ingredient ("rice" → Boiled rice, "dal" → a cooked dal)', async () => {
    expect((await q('rice')).items[0]).toMatchObject({
      name: 'Boiled rice (Uble chawal)',
      source: 'indb',
      state: 'served',
    });
    const dal = await q('dal');
    expect(dal.items[0]?.state).toBe('served');
    const rawDal = dal.items.findIndex((item) => item.state === 'raw');
    const servedDals = dal.items.filter((item) => item.state === 'served').length;
    expect(rawDal === -1 || rawDal >= servedDals).toBe(true);
  });

  it('puts a whole name before a word inside a local name ("dosa" is not Dosa kaya)', async () => {
    const found = await q('dosa');
    expect(found.items[0]?.name).toBe('Plain dosa');
    const cucumber = found.items.findIndex((item) => item.matched?.includes('Dosa kaya'));
    const dosas = found.items.filter((item) => /dosa/i.test(item.name)).length;
    expect(cucumber === -1 || cucumber >= dosas).toBe(true);
  });

  it.each([
    ['chapati', 'Chapati/Roti'],
    ['chapathi', 'Chapati/Roti'],
    ['chappati', 'Chapati/Roti'],
    ['paneer', 'Paneer'],
    ['panir', 'Paneer'],
    ['dahi', 'Curd (dahi), toned milk'],
    ['dhai', 'Curd (dahi), toned milk'],
    ['चाय', 'Hot tea (Garam Chai)'],
    ['roti', 'Roti'],
  ])('reads spellings and scripts people use: "%s" finds %s first', async (text, name) => {
    const found = await q(text);
    expect(found.items[0]?.name, namesOf(found).join(', ')).toBe(name);
  });

  it.each([
    ['chawl', 'Rice, raw, milled'],
    ['rgi', 'Ragi'],
    ['bajr', 'Bajra'],
    ['spinch', 'Spinach'],
    ['fenugrek', 'Fenugreek leaves'],
  ])('forgives a typo among raw ingredients: "%s" finds %s near the top', async (text, name) => {
    const found = await q(text, '&state=raw');
    expect(rank(found, name), namesOf(found).join(', ')).toBeGreaterThanOrEqual(0);
    expect(rank(found, name)).toBeLessThan(3);
  });

  it.each([
    ['चावल', 'Rice, raw, milled', null], // "kacha chawal" is one of the names people use for it
    ['बाजरा', 'Bajra', null],
    ['पालक', 'Spinach', 'Hindi: Palak'],
    ['அரிசி', 'Rice, raw, milled', 'Tamil: Arisi'],
    ['கம்பு', 'Bajra', 'Tamil: Kambu'],
    ['ರಾಗಿ', 'Ragi', null],
    ['ಅಕ್ಕಿ', 'Rice, raw, milled', 'Kannada: Akki'],
    ['আটা', 'Wheat flour, atta', null],
    ['ਚੌਲ', 'Rice, raw, milled', /^(Punjabi: Chaul|Odia: Chaula)$/],
    ['ચોખા', 'Rice, raw, milled', 'Gujarati: Choka'],
    ['బియ్యం', 'Rice, raw, milled', 'Telugu: Biyyam'],
    ['ଚାଉଳ', 'Rice, raw, milled', /^(Punjabi: Chaul|Odia: Chaula)$/],
  ] as const)(
    'finds a raw ingredient by its name in an Indian script: %s → %s',
    async (text, name, matched) => {
      const found = await q(text, '&state=raw');
      const item = found.items.find((i) => i.name === name);
      expect(item, namesOf(found).join(', ')).toBeDefined();
      expect(rank(found, name)).toBeLessThan(3);
      if (matched instanceof RegExp) expect(item?.matched).toMatch(matched);
      else expect(item?.matched).toBe(matched);
    },
  );

  it('says which local name matched when the name did not ("chawal" → Hindi: Chawal)', async () => {
    const found = await q('chawal', '&state=raw');
    expect(found.items).toContainEqual(
      expect.objectContaining({ name: 'Rice, raw, brown', matched: 'Hindi: Chawal' }),
    );
    // A dish whose own name holds the word needs no such note.
    expect((await q('chawal')).items[0]).toMatchObject({
      name: 'Boiled rice (Uble chawal)',
      matched: null,
    });
    const dahi = (await q('dahi')).items.find((i) => i.kind === 'custom');
    expect(dahi?.name).toBe('Curd (dahi), toned milk');
    expect(dahi?.matched).toBeNull(); // "dahi" is in its name too
  });

  it('finds foods by their group', async () => {
    const found = await q('leafy', '&limit=50');
    expect(found.total).toBe(34);
    expect(found.items.every((item) => item.group === 'Green Leafy Vegetables')).toBe(true);
  });

  it('finds recipes and practice foods with the foods, each answered per 100 g with its measures', async () => {
    const found = await q('toor dal');
    const recipe = found.items.find((item) => item.kind === 'recipe');
    expect(recipe).toMatchObject({ name: 'Toor dal', group: 'Recipes', diet: 'veg' });
    expect(recipe?.portions).toContainEqual({ unit: 'katori', grams: 150 });
    expect(recipe?.per100g.kcal).toBeGreaterThan(50);
    const oats = (await q('rolled oats')).items[0];
    expect(oats).toMatchObject({ kind: 'custom', name: 'Rolled oats' });
    expect(oats?.per100g).toMatchObject({ kcal: 389, protein: 13.6, fibre: 10.1 });
  });

  it('keeps to one kind when asked, and counts every match in total while answering limit', async () => {
    const recipes = await q('dal', '&kind=recipe');
    expect(recipes.items.length).toBeGreaterThan(0);
    expect(recipes.items.every((item) => item.kind === 'recipe')).toBe(true);
    const two = await q('rice', '&limit=2');
    expect(two.items).toHaveLength(2);
    expect(two.total).toBeGreaterThan(5);
    expect((await q('rice', '&limit=50')).items).toHaveLength(Math.min(50, two.total));
  });

  it('lists recipes first, then foods, by name, for an empty search', async () => {
    const found = await search('limit=50');
    expect(found.total).toBe(542 + 1014 + 2 + demoRecipes.length);
    const recipeNames = demoRecipes.map((r) => r.name).sort((a, b) => a.localeCompare(b));
    expect(namesOf(found).slice(0, recipeNames.length)).toEqual(recipeNames);
    expect(found.items.every((item) => item.matched === null)).toBe(true);
  });

  it('answers nothing rather than everything for a query nothing is like', async () => {
    expect(await q('xyzzyq')).toEqual({ items: [], total: 0 });
  });

  it('refuses a query of 100 characters or more with the schema’s message', async () => {
    const response = await call('GET', `/api/foods?q=${'a'.repeat(101)}`, as.nutritionist.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: foodMessages.searchTooLong });
  });

  it('lets a client and a nutritionist search, and nobody without a token', async () => {
    expect((await call('GET', '/api/foods?q=dal', as.client.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/foods?q=dal', as.admin.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/foods?q=dal', {})).statusCode).toBe(401);
  });
});
