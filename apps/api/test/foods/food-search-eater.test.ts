import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { foodSearchSchema } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { daysAgo, journalSuite } from '../journal/journal-fixtures.ts';
import { ifctId } from './food-fixtures.ts';

/** A client's search is in her order: her usual dishes first, what she does not eat last. */
describe('GET /api/foods for a client', () => {
  const { app, mine, heads, call, log } = journalSuite();
  let staff: Record<string, string>;
  beforeAll(async () => {
    staff = heads.other;
  });

  const names = async (q: string, headers = heads.mine, more = '') => {
    const response = await call('GET', `/api/foods?q=${encodeURIComponent(q)}${more}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return foodSearchSchema.parse(response.json()).items;
  };
  const setDiet = (diet: 'Vegetarian' | 'Non-vegetarian' | null) =>
    app.db.update(t.clients).set({ diet }).where(eq(t.clients.id, mine.id));

  it('shows a vegetarian egg and non-veg dishes after every vegetarian one, and a nutritionist the usual order', async () => {
    await setDiet('Vegetarian');
    const hers = await names('biryani');
    expect(hers.map((item) => item.name)).toEqual([
      'Vegetable biryani/biriyani',
      'Mutton biryani/biriyani',
    ]);
    const sandwiches = (await names('sandwich', heads.mine, '&limit=50')).map((i) => i.diet);
    const firstNotVeg = sandwiches.findIndex((diet) => diet !== 'veg');
    expect(firstNotVeg).toBeGreaterThan(0);
    expect(sandwiches.slice(firstNotVeg).every((diet) => diet !== 'veg')).toBe(true);
    await setDiet('Non-vegetarian');
    const omnivore = await names('egg');
    expect(omnivore[0]?.name).toBe('Boiled egg (Ubla anda)');
  });

  it('leaves egg and non-veg out altogether when she asks (veg=only)', async () => {
    await setDiet(null);
    const items = await names('curry', heads.mine, '&veg=only&limit=50');
    expect(items.length).toBeGreaterThan(10);
    expect(items.every((item) => item.diet === 'veg')).toBe(true);
    expect(await names('chicken curry', heads.mine, '&veg=only')).toEqual([]);
  });

  it('puts what she logged most in the last two months first, and forgets older meals', async () => {
    await setDiet(null);
    expect((await names('dosa'))[0]?.name).toBe('Plain dosa');
    const masala = await ifctId(app.db, 'ASC146');
    const rava = await ifctId(app.db, 'ASC147');
    const entry = (date: string, foodId: number, key: string) =>
      log({
        date,
        meal: 'breakfast',
        items: [{ foodId, quantity: 1, unit: 'dosa' }],
        idempotencyKey: key,
      });
    // Today and the 59 days before it are her last two months.
    for (const [n, key] of [
      [1, 'a'],
      [59, 'b'],
    ] as const)
      expect((await entry(daysAgo(n), masala, `masala-dosa-${key}`)).statusCode).toBe(201);
    // Three of rava dosa, but 60 days ago and more: not her usual now.
    for (const n of [60, 70, 80])
      expect((await entry(daysAgo(n), rava, `rava-dosa-${n}`)).statusCode).toBe(201);
    const hers = await names('dosa');
    expect(hers[0]?.name).toBe('Masala dosa');
    expect(hers[1]?.name).toBe('Plain dosa');
    // Someone else's search is not in her order: her nutritionist's, another client's.
    expect((await names('dosa', staff))[0]?.name).toBe('Plain dosa');
    expect((await names('dosa', heads.theirs))[0]?.name).toBe('Plain dosa');
  });
});
