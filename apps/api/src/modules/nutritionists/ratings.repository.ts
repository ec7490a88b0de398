import { and, avg, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { ratings } from '#api/db/schema/index.ts';

/** Her rating of a nutritionist, as a list of at most one (the spec's look-ups answer arrays). */
export function ratingsBy(db: Executor, clientId: number, nutritionistId: number) {
  return db
    .select({ rating: ratings.rating })
    .from(ratings)
    .where(and(eq(ratings.clientId, clientId), eq(ratings.nutritionistId, nutritionistId)))
    .limit(1);
}

/** One rating per client and nutritionist: a new one replaces the old. */
export async function saveRating(
  db: Executor,
  rating: { clientId: number; nutritionistId: number; rating: number },
): Promise<void> {
  await db
    .insert(ratings)
    .values(rating)
    .onConflictDoUpdate({
      target: [ratings.clientId, ratings.nutritionistId],
      set: { rating: rating.rating, updatedAt: sql`now()` },
    });
}

/** Her average rating (one decimal) and how many clients rated her. */
export async function ratingOf(db: Executor, nutritionistId: number) {
  const [row] = await db
    .select({ average: avg(ratings.rating), count: count() })
    .from(ratings)
    .where(eq(ratings.nutritionistId, nutritionistId));
  const average =
    row?.average === null || row?.average === undefined
      ? null
      : Math.round(Number(row.average) * 10) / 10;
  return { average, count: row?.count ?? 0 };
}
