import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CaseloadClient } from '@nourishwell/shared';
import type { Executor } from '../../db/client.ts';
import { clients, goals, progressEntries } from '../../db/schema/index.ts';
import { clientsOfNutritionist } from '../clients/clients.repository.ts';

/** True when the client is assigned to this nutritionist. */
export async function isOwnClient(
  db: Executor,
  nutritionistId: number,
  clientId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.nutritionistId, nutritionistId)))
    .limit(1);
  return row !== undefined;
}

/** Her client ids: all of them, or those of `among` that are hers. */
export async function ownClientIds(
  db: Executor,
  nutritionistId: number,
  among?: number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.nutritionistId, nutritionistId),
        among ? inArray(clients.id, among) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * A nutritionist's clients with what her tables show, in three queries whatever the
 * number of clients: the records, each client's newest goal, each client's latest weigh-in.
 */
export async function caseload(db: Executor, nutritionistId: number): Promise<CaseloadClient[]> {
  const [records, goalRows, weightRows] = await Promise.all([
    clientsOfNutritionist(db, nutritionistId),
    db
      .selectDistinctOn([goals.clientId], {
        clientId: goals.clientId,
        title: goals.title,
        progress: goals.progress,
      })
      .from(goals)
      .innerJoin(clients, eq(clients.id, goals.clientId))
      .where(eq(clients.nutritionistId, nutritionistId))
      .orderBy(goals.clientId, desc(goals.createdAt)),
    db
      .selectDistinctOn([progressEntries.clientId], {
        clientId: progressEntries.clientId,
        weight: progressEntries.weight,
      })
      .from(progressEntries)
      .innerJoin(clients, eq(clients.id, progressEntries.clientId))
      .where(eq(clients.nutritionistId, nutritionistId))
      .orderBy(progressEntries.clientId, desc(progressEntries.week)),
  ]);
  const goalOf = new Map(goalRows.map((g) => [g.clientId, g]));
  const weightOf = new Map(weightRows.map((w) => [w.clientId, w.weight]));
  return records.map((record) => ({
    ...record,
    goal: goalOf.get(record.id)?.title ?? null,
    goalProgress: goalOf.get(record.id)?.progress ?? null,
    latestWeight: weightOf.get(record.id) ?? record.weight,
  }));
}
