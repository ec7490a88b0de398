import { eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { mealPlanEntries } from '#api/db/schema/index.ts';

type MealCell = typeof mealPlanEntries.$inferInsert;

/** Replaces the client's whole weekly plan with these cells. */
export async function replaceMealPlan(db: Executor, clientId: number, cells: MealCell[]) {
  await db.delete(mealPlanEntries).where(eq(mealPlanEntries.clientId, clientId));
  if (cells.length > 0) await db.insert(mealPlanEntries).values(cells);
}
