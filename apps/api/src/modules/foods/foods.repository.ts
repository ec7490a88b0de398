import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DietTag, FoodState, NutrientKey, Portion } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import {
  foods,
  journalItems,
  mealPlanItems,
  mealPlanTemplates,
  nutritionists,
  recipeIngredients,
} from '#api/db/schema/index.ts';
import type { LocalName } from './local-names.ts';

export type FoodRow = typeof foods.$inferSelect & { creatorName: string | null };

/** A practice food as stored: its label per 100 g, measures and local names. */
export type PracticeFoodValues = Record<NutrientKey, number> & {
  name: string;
  localNames: LocalName[];
  group: string;
  diet: DietTag;
  state: FoodState;
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

/** What the practice says of an IFCT or INDB food: its own names, and its diet tag (null: the data's). */
export async function setPracticeView(
  db: Executor,
  id: number,
  names: string[],
  diet: DietTag | null,
): Promise<void> {
  await db
    .update(foods)
    .set({
      practiceNames: names,
      practiceDiet: diet,
      updatedAt: sql`now()`,
    })
    .where(eq(foods.id, id));
}

export async function softDeleteFood(db: Executor, id: number): Promise<void> {
  await db
    .update(foods)
    .set({ deletedAt: sql`now()` })
    .where(eq(foods.id, id));
}

/**
 * Which of `units` a saved plan, recipe, client journal or template measures this food in. Templates keep
 * their week as JSON, so theirs are read and looked through here (a practice has few).
 */
export async function unitsInUse(
  db: Executor,
  foodId: number,
  units: readonly string[],
): Promise<string[]> {
  if (units.length === 0) return [];
  const wanted = units as Portion['unit'][];
  const [planned, inRecipes, logged, templates] = await Promise.all([
    db
      .selectDistinct({ unit: mealPlanItems.unit })
      .from(mealPlanItems)
      .where(and(eq(mealPlanItems.foodId, foodId), inArray(mealPlanItems.unit, wanted))),
    db
      .selectDistinct({ unit: recipeIngredients.unit })
      .from(recipeIngredients)
      .where(and(eq(recipeIngredients.foodId, foodId), inArray(recipeIngredients.unit, wanted))),
    db
      .selectDistinct({ unit: journalItems.unit })
      .from(journalItems)
      .where(and(eq(journalItems.foodId, foodId), inArray(journalItems.unit, wanted))),
    db.select({ days: mealPlanTemplates.days }).from(mealPlanTemplates),
  ]);
  const used = new Set([...planned, ...inRecipes, ...logged].map((row) => row.unit as string));
  for (const { days } of templates)
    for (const day of days)
      for (const meal of day.meals)
        for (const item of meal.items)
          if (item.foodId === foodId && units.includes(item.unit)) used.add(item.unit);
  return [...used];
}
