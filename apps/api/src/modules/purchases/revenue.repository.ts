import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { nothingBoughtAfter } from './purchase-sql.repository.ts';
import { clients, gstDocuments, payments, purchases } from '#api/db/schema/index.ts';

/**
 * Money in and back by month ('2026-11') in the practice's zone, from `since` on. Grouped by
 * the first column: the zone is a parameter, and PostgreSQL does not see two of them as one
 * expression.
 */
export async function monthlyMoney(db: Executor, zone: string, since: Date) {
  const month = (column: typeof payments.paidAt | typeof gstDocuments.issuedAt) =>
    sql<string>`to_char(${column} at time zone ${zone}, 'YYYY-MM')`;
  const [collected, refunded] = await Promise.all([
    db
      .select({
        month: month(payments.paidAt),
        paise: sql<number>`sum(${payments.amountPaise})::int`,
      })
      .from(payments)
      .where(gte(payments.paidAt, since))
      .groupBy(sql`1`),
    db
      .select({
        month: month(gstDocuments.issuedAt),
        paise: sql<number>`sum(${gstDocuments.totalPaise})::int`,
      })
      .from(gstDocuments)
      .where(and(eq(gstDocuments.kind, 'creditNote'), gte(gstDocuments.issuedAt, since)))
      .groupBy(sql`1`),
  ]);
  return { collected, refunded };
}

/** Per package: purchases paid since `since` and what they brought in. */
export function moneyByPackage(db: Executor, since: Date) {
  return db
    .select({
      packageId: purchases.packageId,
      name: sql<string>`max(${purchases.packageName})`,
      sold: sql<number>`count(distinct ${purchases.id})::int`,
      collectedPaise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::int`,
    })
    .from(payments)
    .innerJoin(purchases, eq(purchases.id, payments.purchaseId))
    .where(gte(payments.paidAt, since))
    .groupBy(purchases.packageId)
    .orderBy(desc(sql`sum(${payments.amountPaise})`));
}

export function outstanding(db: Executor) {
  return db
    .select({
      purchaseId: purchases.id,
      clientId: purchases.clientId,
      clientName: sql<string>`coalesce(${clients.name}, '')`,
      packageName: purchases.packageName,
      totalPaise: purchases.totalPaise,
      since: purchases.createdAt,
      payUrl: purchases.razorpayLinkUrl,
    })
    .from(purchases)
    .leftJoin(clients, eq(clients.id, purchases.clientId))
    .where(eq(purchases.status, 'awaiting_payment'))
    .orderBy(asc(purchases.createdAt));
}

/** Active packages ending from `today` to `until` with no purchase after them. */
export function renewalsDue(db: Executor, today: string, until: string) {
  return db
    .select({
      purchaseId: purchases.id,
      clientId: purchases.clientId,
      clientName: sql<string>`coalesce(${clients.name}, '')`,
      packageName: purchases.packageName,
      validUntil: purchases.validUntil,
    })
    .from(purchases)
    .leftJoin(clients, eq(clients.id, purchases.clientId))
    .where(
      and(
        eq(purchases.status, 'active'),
        sql`${purchases.validUntil} between ${today} and ${until}`,
        nothingBoughtAfter(db),
      ),
    )
    .orderBy(asc(purchases.validUntil));
}

export function refunds(db: Executor, since: Date) {
  return db
    .select({
      purchaseId: purchases.id,
      clientName: sql<string>`coalesce(${clients.name}, ${gstDocuments.clientName}, '')`,
      packageName: purchases.packageName,
      totalPaise: purchases.totalPaise,
      refundedAt: purchases.refundedAt,
      creditNote: gstDocuments.number,
    })
    .from(purchases)
    .leftJoin(clients, eq(clients.id, purchases.clientId))
    .leftJoin(
      gstDocuments,
      and(eq(gstDocuments.purchaseId, purchases.id), eq(gstDocuments.kind, 'creditNote')),
    )
    .where(and(eq(purchases.status, 'refunded'), gte(purchases.refundedAt, since)))
    .orderBy(desc(purchases.refundedAt));
}

/**
 * Issue 36's "lost" clients: per month ('2026-11') of its last day, the clients whose
 * active package ended (its last day before `today`) from `since` on with nothing bought
 * to follow it (the renewals-due rule).
 */
export function endedWithoutRenewal(db: Executor, since: string, today: string) {
  return db
    .select({
      month: sql<string>`to_char(${purchases.validUntil}, 'YYYY-MM')`,
      clients: sql<number>`count(distinct ${purchases.clientId})::int`,
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'active'),
        gte(purchases.validUntil, since),
        lt(purchases.validUntil, today),
        nothingBoughtAfter(db),
      ),
    )
    .groupBy(sql`1`);
}
