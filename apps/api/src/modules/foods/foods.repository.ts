import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { NutrientKey, Portion } from '@nourishwell/shared';
import type { Executor } from '../../db/client.ts';
import { foods, nutritionists } from '../../db/schema/index.ts';
import type { LocalName } from './local-names.ts';

export type FoodRow = typeof foods.$inferSelect & { creatorName: string | null };

/** A practice food as stored: its label per 100 g, measures and local names. */
export type PracticeFoodValues = Record<NutrientKey, number> & {
  name: string;
  localNames: LocalName[];
  group: string;
  diet: 'veg' | 'egg' | 'nonveg';
  portions: Portion[];
};

const withCreator = {
  food: foods,
  creatorName: nutritionists.name,
};

const flatten = (row: { food: typeof foods.$inferSelect; creatorName: string | null }) => ({
  ...row.food,
  creatorName: row.creatorName,
});

/** One food or practice food, deleted or not. */
export async function findFood(db: Executor, id: number): Promise<FoodRow | undefined> {
  const [row] = await db
    .select(withCreator)
    .from(foods)
    .leftJoin(nutritionists, eq(nutritionists.id, foods.createdBy))
    .where(eq(foods.id, id));
  return row && flatten(row);
}

/** The practice's foods still in use, by name. */
export async function practiceFoods(db: Executor): Promise<FoodRow[]> {
  const rows = await db
    .select(withCreator)
    .from(foods)
    .leftJoin(nutritionists, eq(nutritionists.id, foods.createdBy))
    .where(and(isNull(foods.code), isNull(foods.deletedAt)))
    .orderBy(asc(foods.name), asc(foods.id));
  return rows.map(flatten);
}

export async function insertPracticeFood(
  db: Executor,
  values: PracticeFoodValues,
  createdBy: number,
): Promise<number> {
  const [row] = await db
    .insert(foods)
    .values({ ...values, code: null, createdBy })
    .returning({ id: foods.id });
  if (!row) throw new Error('the practice food was not saved');
  return row.id;
}

export async function updatePracticeFood(
  db: Executor,
  id: number,
  values: PracticeFoodValues,
): Promise<void> {
  await db
    .update(foods)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(foods.id, id));
}

export async function softDeleteFood(db: Executor, id: number): Promise<void> {
  await db
    .update(foods)
    .set({ deletedAt: sql`now()` })
    .where(eq(foods.id, id));
}
