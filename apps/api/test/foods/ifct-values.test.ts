import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadIfctFoods } from '#api/db/ifct-foods.ts';
import { foods } from '#api/db/schema/index.ts';
import { appWithRoles } from '../helpers/suite.ts';
import { detailByCode } from './food-fixtures.ts';

describe('IFCT 2017 foods as loaded', () => {
  const suite = appWithRoles();
  const { app, as, call } = suite;
  const detail = detailByCode(suite);

  it('gives Bengal gram dal (B001) its published values: 1377 kJ, 21.55 g protein, 6.08 mg iron, 182 µg folate', async () => {
    const dal = await detail('B001');
    expect(dal).toMatchObject({ kind: 'food', code: 'B001', group: 'Grain Legumes', diet: 'veg' });
    expect(dal.per100g.kcal).toBe(329.11); // 1377 / 4.184 = 329.111
    expect(dal.per100g.protein).toBe(21.55);
    expect(dal.per100g.iron).toBe(6.08); // mg
    expect(dal.per100g.folate).toBe(182);
    expect(dal.localNames).toContainEqual({ language: 'Bengali', name: 'Cholar dal' });
  });

  it('gives raw milled rice (A015) 1491 kJ, 7.94 g protein and 78.24 g available carbohydrate', async () => {
    const rice = await detail('A015');
    expect(rice.per100g.kcal).toBe(356.36); // 1491 / 4.184 = 356.358
    expect(rice.per100g.protein).toBe(7.94);
    expect(rice.per100g.carbs).toBe(78.24);
    expect(rice.localNames).toContainEqual({ language: 'Hindi', name: 'Chawal' });
    expect(rice.portions).toContainEqual({ unit: 'cup', grams: 150 });
  });

  it('gives fenugreek leaves (C020) 144 kJ, 5.69 mg iron, 274 mg calcium and 58.25 mg vitamin C', async () => {
    const methi = await detail('C020');
    expect(methi.per100g.kcal).toBe(34.42); // 144 / 4.184 = 34.417
    expect(methi.per100g.iron).toBe(5.69);
    expect(methi.per100g.calcium).toBe(274);
    expect(methi.per100g.vitaminC).toBe(58.25);
    expect(methi.group).toBe('Green Leafy Vegetables');
  });

  it('tags a hen’s egg egg and chicken non-veg', async () => {
    expect((await detail('M001')).diet).toBe('egg');
    expect((await detail('N003')).diet).toBe('nonveg');
  });

  it('loads all 542 foods, and loading again changes nothing', async () => {
    const ifctFoods = async () => {
      const [row] = await app.db.select({ n: count() }).from(foods).where(eq(foods.source, 'ifct'));
      return row?.n;
    };
    expect(await ifctFoods()).toBe(542);
    const before = await detail('B001');
    expect(await loadIfctFoods(app.db)).toBe(542);
    expect(await ifctFoods()).toBe(542);
    expect(await detail('B001')).toEqual(before);
  });

  it('answers 404 for a food that does not exist, and 401 without a token', async () => {
    const missing = await call('GET', '/api/foods/999999', as.nutritionist.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Food not found' });
    expect((await call('GET', '/api/foods/1', {})).statusCode).toBe(401);
  });
});
