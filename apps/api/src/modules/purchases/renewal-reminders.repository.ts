import { and, eq, gt, inArray, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#api/db/client.ts';
import { clients, purchases, renewalReminders, users } from '#api/db/schema/index.ts';

const later = alias(purchases, 'later');

/**
 * Running packages whose last day is one of `days`, of clients with nothing bought after
 * them: what a renewal reminder is about.
 */
export function endingPackages(db: Executor, days: string[]) {
  return db
    .select({
      purchaseId: purchases.id,
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
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(
              and(
                eq(later.clientId, purchases.clientId),
                ne(later.status, 'refunded'),
                gt(later.validFrom, purchases.validUntil),
              ),
            ),
        ),
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
