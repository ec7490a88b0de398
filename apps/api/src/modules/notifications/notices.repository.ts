import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Notification } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { notifications } from '#api/db/schema/index.ts';

/** How many notices a read answers (the newest). */
const NEWEST = 20;

export interface NewNotice {
  userId: number;
  kind: Notification['kind'];
  text: string;
  link: string;
}

/** Writes a notice (in the caller's transaction, beside the change it tells of). */
export async function insertNotice(db: Executor, notice: NewNotice): Promise<number> {
  const [row] = await db.insert(notifications).values(notice).returning({ id: notifications.id });
  if (!row) throw new Error('the notice was not saved');
  return row.id;
}

/** Her newest notices and how many of all of hers are unread. */
export async function noticesOf(
  db: Executor,
  userId: number,
): Promise<{ unread: number; items: Notification[] }> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NEWEST),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return {
    unread: unread?.n ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      text: row.text,
      link: row.link,
      readAt: row.readAt ? row.readAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Marks her unread notices read: those of `ids`, or all. Someone else's ids change nothing. */
export async function markNoticesRead(
  db: Executor,
  userId: number,
  ids: readonly number[] | undefined,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    );
}
