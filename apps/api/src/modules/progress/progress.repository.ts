import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { clients, progressEntries } from '#api/db/schema/index.ts';

/** A week's weigh-in; the same week again replaces it. Also keeps the client's current weight. */
export async function upsertProgress(
  db: Executor,
  row: { clientId: number; week: number; weight: number },
) {
  await db
    .insert(progressEntries)
    .values(row)
    .onConflictDoUpdate({
      target: [progressEntries.clientId, progressEntries.week],
      set: { weight: row.weight, recordedAt: sql`now()` },
    });
  await db
    .update(clients)
    .set({ weight: row.weight, updatedAt: sql`now()` })
    .where(eq(clients.id, row.clientId));
}

export function progressOf(db: Executor, clientId: number) {
  return db
    .select({ week: progressEntries.week, weight: progressEntries.weight })
    .from(progressEntries)
    .where(eq(progressEntries.clientId, clientId))
    .orderBy(asc(progressEntries.week));
}
