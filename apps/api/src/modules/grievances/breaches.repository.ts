import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { breachAffected, breaches } from '#api/db/schema/index.ts';

export type BreachRow = typeof breaches.$inferSelect & { affectedCount: number };

/** The people still listed, and those erased since (their rows went with their accounts). */
const listed = sql<number>`(select count(*) from ${breachAffected} where ${breachAffected.breachId} = ${breaches.id})::int`;

const withCount = {
  id: breaches.id,
  title: breaches.title,
  description: breaches.description,
  dataInvolved: breaches.dataInvolved,
  discoveredAt: breaches.discoveredAt,
  status: breaches.status,
  reportedAt: breaches.reportedAt,
  notifiedAt: breaches.notifiedAt,
  erasedAffected: breaches.erasedAffected,
  createdBy: breaches.createdBy,
  createdAt: breaches.createdAt,
  updatedAt: breaches.updatedAt,
  affectedCount: sql<number>`(${listed} + ${breaches.erasedAffected})::int`,
};

export async function insertBreach(
  db: Executor,
  values: typeof breaches.$inferInsert,
  affectedIds: readonly number[],
): Promise<number> {
  const [row] = await db.insert(breaches).values(values).returning({ id: breaches.id });
  if (!row) throw new Error('the breach was not saved');
  // In slices, so "all clients" of a large practice stays within the parameter limit.
  for (let i = 0; i < affectedIds.length; i += 1000) {
    await db
      .insert(breachAffected)
      .values(affectedIds.slice(i, i + 1000).map((userId) => ({ breachId: row.id, userId })));
  }
  return row.id;
}

export function allBreaches(db: Executor): Promise<BreachRow[]> {
  return db
    .select(withCount)
    .from(breaches)
    .orderBy(desc(breaches.discoveredAt), desc(breaches.id));
}

export async function breachById(db: Executor, id: number): Promise<BreachRow | undefined> {
  const [row] = await db.select(withCount).from(breaches).where(eq(breaches.id, id)).limit(1);
  return row;
}

export async function affectedIdsOf(db: Executor, breachId: number): Promise<number[]> {
  const rows = await db
    .select({ id: breachAffected.userId })
    .from(breachAffected)
    .where(eq(breachAffected.breachId, breachId));
  return rows.map((row) => row.id);
}

export async function updateBreach(
  db: Executor,
  id: number,
  set: Partial<typeof breaches.$inferInsert>,
): Promise<void> {
  await db
    .update(breaches)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(breaches.id, id));
}

/** Sets notified_at once: answers false when it was already set (or the row is gone). */
export async function claimNotification(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(breaches)
    .set({ notifiedAt: at, updatedAt: at })
    .where(and(eq(breaches.id, id), isNull(breaches.notifiedAt)))
    .returning({ id: breaches.id });
  return rows.length > 0;
}

/** Open incidents, and those of them not reported before the 72-hour deadline. */
export async function breachCounts(db: Executor, deadlineDiscoveredBefore: Date) {
  const open = eq(breaches.status, 'open');
  const [[all], [late]] = await Promise.all([
    db.select({ n: count() }).from(breaches).where(open),
    db
      .select({ n: count() })
      .from(breaches)
      .where(and(open, lt(breaches.discoveredAt, deadlineDiscoveredBefore))),
  ]);
  return { open: all?.n ?? 0, late: late?.n ?? 0 };
}
