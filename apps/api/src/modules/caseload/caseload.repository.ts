import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CaseloadClient } from '@nourishwell/shared';
import type { Executor } from '../../db/client.ts';
import { clients, goals, progressEntries } from '../../db/schema/index.ts';
import { selectClientsWith, toRecord } from '../clients/clients.repository.ts';

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
 * A nutritionist's clients with what her tables show, in one statement whatever the number
 * of clients: each client's newest goal and latest weigh-in come from indexed subqueries.
 */
export async function caseload(db: Executor, nutritionistId: number): Promise<CaseloadClient[]> {
  const rows = await selectClientsWith(db, {
    goal: sql<
      string | null
    >`(select ${goals.title} from ${goals} where ${goals.clientId} = ${clients.id} order by ${goals.createdAt} desc, ${goals.id} desc limit 1)`,
    goalProgress: sql<
      number | null
    >`(select ${goals.progress} from ${goals} where ${goals.clientId} = ${clients.id} order by ${goals.createdAt} desc, ${goals.id} desc limit 1)`,
    // numeric comes back as text from the driver; mapWith turns it into a number.
    latestWeight: sql<
      number | null
    >`(select ${progressEntries.weight} from ${progressEntries} where ${progressEntries.clientId} = ${clients.id} order by ${progressEntries.week} desc limit 1)`.mapWith(
      Number,
    ),
  })
    .where(eq(clients.nutritionistId, nutritionistId))
    .orderBy(asc(clients.name));
  return rows.map(({ goal, goalProgress, latestWeight, ...row }) => ({
    ...toRecord(row),
    goal,
    goalProgress: goalProgress === null ? null : Number(goalProgress),
    latestWeight: latestWeight ?? row.weight,
  }));
}
