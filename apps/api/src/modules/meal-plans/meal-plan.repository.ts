import { asc, eq, inArray, max } from 'drizzle-orm';
import type { MealSlot, WEEKDAYS } from '@nourishwell/shared';
import type { Executor } from '../../db/client.ts';
import { mealPlanEntries, mealPlanItems } from '../../db/schema/index.ts';
import type { IngredientRef } from '../foods/catalogue.ts';

/** A week as stored: the meals given, each with its note and its items in position order. */
export type Weekday = (typeof WEEKDAYS)[number];

export interface StoredMeal {
  day: Weekday;
  meal: MealSlot;
  note: string | null;
  items: IngredientRef[];
}

export async function storedWeekOf(db: Executor, clientId: number): Promise<StoredMeal[]> {
  const entries = await db
    .select({
      id: mealPlanEntries.id,
      day: mealPlanEntries.weekday,
      meal: mealPlanEntries.meal,
      note: mealPlanEntries.food,
    })
    .from(mealPlanEntries)
    .where(eq(mealPlanEntries.clientId, clientId))
    .orderBy(asc(mealPlanEntries.id));
  if (entries.length === 0) return [];
  const items = await db
    .select()
    .from(mealPlanItems)
    .where(
      inArray(
        mealPlanItems.entryId,
        entries.map((e) => e.id),
      ),
    )
    .orderBy(asc(mealPlanItems.entryId), asc(mealPlanItems.position));
  const byEntry = new Map<number, IngredientRef[]>();
  for (const item of items) {
    const list = byEntry.get(item.entryId) ?? [];
    list.push({
      ...(item.foodId !== null ? { foodId: item.foodId } : { recipeId: item.recipeId ?? 0 }),
      quantity: item.quantity,
      unit: item.unit,
    });
    byEntry.set(item.entryId, list);
  }
  return entries.map(({ id, ...entry }) => ({ ...entry, items: byEntry.get(id) ?? [] }));
}

/** When her plan last changed (null when she has none). */
export async function planUpdatedAt(db: Executor, clientId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(mealPlanEntries.updatedAt) })
    .from(mealPlanEntries)
    .where(eq(mealPlanEntries.clientId, clientId));
  return row?.at ?? null;
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
