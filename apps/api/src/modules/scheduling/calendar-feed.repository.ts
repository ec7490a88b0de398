import { eq, sql } from 'drizzle-orm';
import type { Locale, Role } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { calendarFeeds, users } from '#api/db/schema/index.ts';

/** Her feed's secret, stored the first time she asks (a race keeps the first one made). */
export async function feedSecret(db: Executor, userId: number, fresh: string): Promise<string> {
  await db.insert(calendarFeeds).values({ userId, secret: fresh }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: calendarFeeds.secret })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  if (!row) throw new Error('the calendar feed was not saved');
  return row.secret;
}

/** Replaces her secret: the old address stops working at once. */
export async function replaceFeedSecret(
  db: Executor,
  userId: number,
  secret: string,
): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { secret, createdAt: sql`now()` },
    });
}

/** Whose feed a secret opens, or undefined. */
export async function feedOwner(
  db: Executor,
  secret: string,
): Promise<{ userId: number; role: Role; language: Locale } | undefined> {
  const [row] = await db
    .select({ userId: users.id, role: users.role, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.secret, secret));
  return row;
}
