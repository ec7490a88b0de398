import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { GoalRecord } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { clients, goals } from '#api/db/schema/index.ts';

type Row = typeof goals.$inferSelect;

function toRecord(row: Row): GoalRecord {
  return {
    id: row.id,
    clientId: row.clientId,
    title: row.title,
    type: row.type,
    target: row.target,
    progress: row.progress,
    deadline: row.deadline,
    completed: row.progress >= 100,
  };
}

/** Her goals, newest first. */
export async function goalsOf(db: Executor, clientId: number): Promise<GoalRecord[]> {
  const rows = await db
    .select()
    .from(goals)
    .where(eq(goals.clientId, clientId))
    .orderBy(desc(goals.createdAt), desc(goals.id));
  return rows.map(toRecord);
}

/** One goal, only if it is hers. */
export async function findOwnGoal(
  db: Executor,
  clientId: number,
  goalId: number,
): Promise<GoalRecord | undefined> {
  const [row] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.clientId, clientId)))
    .limit(1);
  return row ? toRecord(row) : undefined;
}

/**
 * Locks her client row until the transaction ends, so two goals sent at once are checked
 * one after the other and "one active goal" holds.
 */
export async function lockClient(db: Executor, clientId: number): Promise<void> {
  await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
}

export async function hasActiveGoal(db: Executor, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.clientId, clientId), lt(goals.progress, 100)))
    .limit(1);
  return row !== undefined;
}

export async function insertGoal(
  db: Executor,
  goal: { clientId: number; type: string; target: string; progress: number; deadline: string },
): Promise<GoalRecord> {
  const [row] = await db
    .insert(goals)
    .values({ ...goal, title: goal.type })
    .returning();
  if (!row) throw new Error('goal not stored');
  return toRecord(row);
}

export async function setGoalProgress(
  db: Executor,
  goalId: number,
  progress: number,
): Promise<GoalRecord> {
  const [row] = await db
    .update(goals)
    .set({ progress, updatedAt: sql`now()` })
    .where(eq(goals.id, goalId))
    .returning();
  if (!row) throw new Error('goal not updated');
  return toRecord(row);
}

export async function deleteGoal(db: Executor, goalId: number): Promise<void> {
  await db.delete(goals).where(eq(goals.id, goalId));
}
