import { and, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { clients, journalEntries, journalItems } from '#api/db/schema/index.ts';

/** The client's diet as she or her nutritionist recorded it (Vegetarian, Vegan …), or null. */
export async function dietOfClient(db: Executor, clientId: number): Promise<string | null> {
  const [row] = await db
    .select({ diet: clients.diet })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.diet ?? null;
}

/** How often she logged each food and recipe since `from` (a yyyy-mm-dd date). */
export function loggedCounts(db: Executor, clientId: number, from: string) {
  return db
    .select({
      foodId: journalItems.foodId,
      recipeId: journalItems.recipeId,
      times: sql<number>`count(*)::int`,
    })
    .from(journalItems)
    .innerJoin(journalEntries, eq(journalEntries.id, journalItems.entryId))
    .where(
      and(
        eq(journalEntries.clientId, clientId),
        gte(journalEntries.date, from),
        or(isNotNull(journalItems.foodId), isNotNull(journalItems.recipeId)),
      ),
    )
    .groupBy(journalItems.foodId, journalItems.recipeId);
}
