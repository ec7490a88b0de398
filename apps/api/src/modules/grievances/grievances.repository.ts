import { and, count, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { GrievanceStatus } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { grievances } from '#api/db/schema/index.ts';

export type GrievanceRow = typeof grievances.$inferSelect;

export async function insertGrievance(
  db: Executor,
  values: typeof grievances.$inferInsert,
): Promise<GrievanceRow> {
  const [row] = await db.insert(grievances).values(values).returning();
  if (!row) throw new Error('the grievance was not saved');
  return row;
}

export function grievancesOf(db: Executor, userId: number): Promise<GrievanceRow[]> {
  return db
    .select()
    .from(grievances)
    .where(eq(grievances.userId, userId))
    .orderBy(desc(grievances.createdAt), desc(grievances.id));
}

/** Open ones first by due date would hide the newest; the list is newest first. */
export function allGrievances(db: Executor, status?: GrievanceStatus): Promise<GrievanceRow[]> {
  return db
    .select()
    .from(grievances)
    .where(status ? eq(grievances.status, status) : undefined)
    .orderBy(desc(grievances.createdAt), desc(grievances.id));
}

export async function grievanceById(db: Executor, id: number): Promise<GrievanceRow | undefined> {
  const [row] = await db.select().from(grievances).where(eq(grievances.id, id)).limit(1);
  return row;
}

/** Changes a concern only while it is not resolved; answers nothing when it was (or is gone). */
export async function updateUnresolved(
  db: Executor,
  id: number,
  set: Partial<typeof grievances.$inferInsert>,
): Promise<GrievanceRow | undefined> {
  const [row] = await db
    .update(grievances)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(grievances.id, id), ne(grievances.status, 'resolved')))
    .returning();
  return row;
}

/** Unresolved concerns: all, those past due, and those due before `soon`. */
export async function grievanceCounts(db: Executor, now: Date, soon: Date) {
  const open = ne(grievances.status, 'resolved');
  const [[all], [overdue], [dueSoon]] = await Promise.all([
    db.select({ n: count() }).from(grievances).where(open),
    db
      .select({ n: count() })
      .from(grievances)
      .where(and(open, lt(grievances.dueAt, now))),
    db
      .select({ n: count() })
      .from(grievances)
      .where(and(open, gte(grievances.dueAt, now), lt(grievances.dueAt, soon))),
  ]);
  return { open: all?.n ?? 0, overdue: overdue?.n ?? 0, dueSoon: dueSoon?.n ?? 0 };
}
