import { asc, eq } from 'drizzle-orm';
import type { MealSlot, WEEKDAYS } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { clients, mealPlanEntries, mealPlanItems } from '#api/db/schema/index.ts';
import type { IngredientRef } from '#api/modules/foods/catalogue.ts';

/** A week as stored: the meals given, each with its note and its items in position order. */
export type Weekday = (typeof WEEKDAYS)[number];

export interface StoredMeal {
  day: Weekday;
  meal: MealSlot;
  note: string | null;
  items: IngredientRef[];
}

/**
 * Her week as stored, and when it last changed (null when she has none): one query, the
 * meals joined to their items in position order (a miss of the plan cache costs this).
 */
export async function storedWeekOf(
  db: Executor,
  clientId: number,
): Promise<{ meals: StoredMeal[]; updatedAt: Date | null }> {
  const rows = await db
    .select({
      id: mealPlanEntries.id,
      day: mealPlanEntries.weekday,
      meal: mealPlanEntries.meal,
      note: mealPlanEntries.food,
      updatedAt: mealPlanEntries.updatedAt,
      // Flat, not a nested object: Drizzle would read a recipe item (no food id) as none.
      foodId: mealPlanItems.foodId,
      recipeId: mealPlanItems.recipeId,
      quantity: mealPlanItems.quantity,
      unit: mealPlanItems.unit,
    })
    .from(mealPlanEntries)
    .leftJoin(mealPlanItems, eq(mealPlanItems.entryId, mealPlanEntries.id))
    .where(eq(mealPlanEntries.clientId, clientId))
    .orderBy(asc(mealPlanEntries.id), asc(mealPlanItems.position));
  const meals = new Map<number, StoredMeal>();
  let updatedAt: Date | null = null;
  for (const row of rows) {
    let meal = meals.get(row.id);
    if (!meal) {
      meal = { day: row.day, meal: row.meal, note: row.note, items: [] };
      meals.set(row.id, meal);
      if (updatedAt === null || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
    }
    const { foodId, recipeId, quantity, unit } = row;
    // A meal without items joins one row of nulls.
    if (quantity === null || unit === null) continue;
    meal.items.push({
      ...(foodId !== null ? { foodId } : { recipeId: recipeId ?? 0 }),
      quantity,
      unit,
    });
  }
  return { meals: [...meals.values()], updatedAt };
}

/**
 * Locks her client row until the transaction ends, so two saves of her week sent at once
 * (the builder's PUT or the spec's free-text call) replace it one after the other: on
 * PostgreSQL the second would otherwise insert beside the first's rows it could not see
 * and fail on the one-meal-per-day key.
 */
export async function lockWeek(db: Executor, clientId: number): Promise<void> {
  await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
}

/**
 * Replaces her week: the old entries go (their items with them, by cascade), the new
 * meals and their items are written with their positions. Run inside a transaction.
 */
export async function replaceWeek(
  db: Executor,
  clientId: number,
  nutritionistId: number,
  meals: StoredMeal[],
): Promise<void> {
  await db.delete(mealPlanEntries).where(eq(mealPlanEntries.clientId, clientId));
  if (meals.length === 0) return;
  const rows = await db
    .insert(mealPlanEntries)
    .values(
      meals.map((m) => ({
        clientId,
        nutritionistId,
        weekday: m.day,
        meal: m.meal,
        food: m.note,
      })),
    )
    .returning({
      id: mealPlanEntries.id,
      day: mealPlanEntries.weekday,
      meal: mealPlanEntries.meal,
    });
  // A day and meal occur once per client (the unique key), so they name the new entry.
  const idOf = new Map(rows.map((r) => [`${r.day}/${r.meal}`, r.id]));
  const items = meals.flatMap((m) =>
    m.items.map((item, position) => ({
      entryId: idOf.get(`${m.day}/${m.meal}`) ?? 0,
      position,
      foodId: item.foodId ?? null,
      recipeId: item.recipeId ?? null,
      quantity: item.quantity,
      unit: item.unit,
    })),
  );
  if (items.length > 0) await db.insert(mealPlanItems).values(items);
}
