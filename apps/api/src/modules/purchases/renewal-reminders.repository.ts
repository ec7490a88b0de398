import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { nothingBoughtAfter } from './purchase-sql.repository.ts';
import { clients, purchases, renewalReminders, users } from '#api/db/schema/index.ts';

/**
 * Running packages whose last day is one of `days`, of clients with nothing bought after
 * them: what a renewal reminder is about.
 */
export function endingPackages(db: Executor, days: string[]) {
  return db
    .select({
      purchaseId: purchases.id,
      clientId: clients.id,
      validUntil: purchases.validUntil,
      packageName: purchases.packageName,
      name: clients.name,
      phone: clients.phone,
      email: users.email,
      language: users.language,
      devanagariDigits: users.devanagariDigits,
    })
    .from(purchases)
    .innerJoin(clients, eq(clients.id, purchases.clientId))
    .innerJoin(users, eq(users.id, purchases.clientId))
    .where(
      and(
        eq(purchases.status, 'active'),
        inArray(purchases.validUntil, days),
        nothingBoughtAfter(db),
      ),
    );
}

export type EndingPackage = Awaited<ReturnType<typeof endingPackages>>[number];

/** Claims a reminder: true once, for the first round (of any process) to insert it. */
export async function claimReminder(db: Executor, purchaseId: number, kind: 'week' | 'lastDay') {
  const rows = await db
    .insert(renewalReminders)
    .values({ purchaseId, kind })
    .onConflictDoNothing()
    .returning({ purchaseId: renewalReminders.purchaseId });
  return rows.length > 0;
}
