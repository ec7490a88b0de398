import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CustomFoodInput, FoodDetail, FoodSearch, RecipeInput } from '@nourishwell/shared';
import type { Database } from '#api/db/client.ts';
import { foods } from '#api/db/schema/index.ts';
import type { appWithRoles } from '../helpers/suite.ts';

/** A practice food as the form sends it: a packaged paneer's label, per 100 g. */
export const labelFood = (over: Partial<CustomFoodInput> = {}): CustomFoodInput => ({
  name: 'Low-fat paneer (brand label)',
  localNames: 'Hindi: Kam vasa paneer; Tamil: Paneer',
  group: 'Packaged Foods',
  diet: 'veg',
  per100g: {
    kcal: 204,
    protein: 24,
    carbs: 4,
    fat: 10,
    fibre: 0,
    iron: 0.2,
    calcium: 480,
    vitaminC: 0,
    folate: 10,
  },
  portions: [{ unit: 'piece', grams: 25 }],
  ...over,
});

/** GET /api/foods/:id of a food by its IFCT or INDB code, as a client reads it. */
export function detailByCode({ app, as, call }: ReturnType<typeof appWithRoles>) {
  return async (code: string) => {
    const id = await ifctId(app.db, code);
    const response = await call('GET', `/api/foods/${id}`, as.client.headers);
    expect(response.statusCode).toBe(200);
    return response.json<FoodDetail>();
  };
}

/** The id of an IFCT food or INDB dish by its code (A015 rice, ASC001 hot tea …). */
export async function ifctId(db: Database, code: string): Promise<number> {
  const [row] = await db.select({ id: foods.id }).from(foods).where(eq(foods.code, code));
  if (!row) throw new Error(`no IFCT food ${code}`);
  return row.id;
}

/** A plain dal: 60 g of a pulse and a teaspoon of ghee, two katori servings. */
export const dalRecipe = (pulseId: number, gheeId: number, over: Partial<RecipeInput> = {}) =>
  ({
    name: 'Plain dal',
    servings: 2,
    servingUnit: 'katori',
    cookedGrams: 300,
    method: 'Pressure-cook and temper.',
    ingredients: [
      { foodId: pulseId, quantity: 60, unit: 'g' },
      { foodId: gheeId, quantity: 1, unit: 'tsp' },
    ],
    ...over,
  }) satisfies RecipeInput;

export const namesOf = (search: FoodSearch) => search.items.map((item) => item.name);
