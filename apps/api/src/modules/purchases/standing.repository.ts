import { and, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { sessionsUsedSql } from './purchase-sql.repository.ts';
import { clients, purchases } from '#api/db/schema/index.ts';

/**
 * Her purchases that matter on a day: not refunded and begun by then, latest first; with
 * the sessions each has used (booked, held or missed on its days, in the practice's zone).
 */
export function purchasesUpTo(db: Executor, clientIds: number[], day: string, zone: string) {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      clientId: purchases.clientId,
      status: purchases.status,
      packageName: purchases.packageName,
      validFrom: purchases.validFrom,
      validUntil: purchases.validUntil,
      sessionsIncluded: purchases.sessionsIncluded,
      sessionsUsed: sessionsUsedSql(zone),
    })
    .from(purchases)
    .where(
      and(
        inArray(purchases.clientId, clientIds),
        ne(purchases.status, 'refunded'),
        lte(purchases.validFrom, day),
      ),
    )
    .orderBy(desc(purchases.validFrom), desc(purchases.id));
}

export type StandingRow = Awaited<ReturnType<typeof purchasesUpTo>>[number];

export async function clientsOf(db: Executor, nutritionistId: number) {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.nutritionistId, nutritionistId));
  return rows.map((row) => row.id);
}
