import { and, asc, between, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { journalEntries, journalItems } from '#api/db/schema/index.ts';

/**
 * Every food and recipe she logged from `from` to `to` (any meal), newest first: by date,
 * then the entry saved last, then the entry's own order. Her own words are left out.
 */
export async function loggedFoodsInRange(db: Executor, clientId: number, from: string, to: string) {
  const rows = await db
    .select({
      date: journalEntries.date,
      meal: journalEntries.meal,
      foodId: journalItems.foodId,
      recipeId: journalItems.recipeId,
      quantity: journalItems.quantity,
      unit: journalItems.unit,
    })
    .from(journalItems)
    .innerJoin(journalEntries, eq(journalEntries.id, journalItems.entryId))
    .where(
      and(
        eq(journalEntries.clientId, clientId),
        between(journalEntries.date, from, to),
        or(isNotNull(journalItems.foodId), isNotNull(journalItems.recipeId)),
      ),
    )
    .orderBy(desc(journalEntries.date), desc(journalEntries.id), asc(journalItems.position));
  // The table's check makes quantity and unit set on every food or recipe row.
  return rows.flatMap(({ quantity, unit, foodId, recipeId, ...row }) =>
    quantity === null || unit === null
      ? []
      : [
          {
            ...row,
            ref: {
              ...(foodId !== null ? { foodId } : { recipeId: recipeId ?? 0 }),
              quantity,
              unit,
            },
          },
        ],
  );
}
