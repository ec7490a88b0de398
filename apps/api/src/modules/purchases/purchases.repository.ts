import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { awaitingOf, sessionsUsedSql } from './purchase-sql.repository.ts';
import {
  clients,
  gstDocuments,
  paymentRequests,
  payments,
  purchases,
  razorpayEvents,
  users,
} from '#api/db/schema/index.ts';

export type PurchaseRow = typeof purchases.$inferSelect;

export interface PurchaseListRow extends PurchaseRow {
  clientName: string | null;
  sessionsUsed: number;
}

/** Purchases, newest first: one client's (clientId) or by ids. */
export async function listPurchases(
  db: Executor,
  where: { clientId: number } | { ids: number[] },
  zone: string,
): Promise<PurchaseListRow[]> {
  const filter =
    'clientId' in where ? eq(purchases.clientId, where.clientId) : inArray(purchases.id, where.ids);
  return db
    .select({
      ...purchaseColumns,
      clientName: clients.name,
      sessionsUsed: sessionsUsedSql(zone),
    })
    .from(purchases)
    .leftJoin(clients, eq(clients.id, purchases.clientId))
    .where(filter)
    .orderBy(desc(purchases.validFrom), desc(purchases.id));
}

const purchaseColumns = {
  id: purchases.id,
  clientId: purchases.clientId,
  packageId: purchases.packageId,
  packageName: purchases.packageName,
  sessionsIncluded: purchases.sessionsIncluded,
  taxablePaise: purchases.taxablePaise,
  totalPaise: purchases.totalPaise,
  gstRate: purchases.gstRate,
  sacCode: purchases.sacCode,
  status: purchases.status,
  validFrom: purchases.validFrom,
  validUntil: purchases.validUntil,
  placeOfSupply: purchases.placeOfSupply,
  razorpayLinkId: purchases.razorpayLinkId,
  razorpayLinkUrl: purchases.razorpayLinkUrl,
  createdBy: purchases.createdBy,
  createdAt: purchases.createdAt,
  paidAt: purchases.paidAt,
  refundedAt: purchases.refundedAt,
  refundReason: purchases.refundReason,
};

/** One purchase, locked for the writer (payment, refund) until its transaction ends. */
export async function lockPurchase(db: Executor, id: number): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).for('update');
  return row;
}

export async function findPurchase(db: Executor, id: number): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
  return row;
}

export async function findPurchaseByLink(db: Executor, linkId: string) {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.razorpayLinkId, linkId));
  return row?.id;
}

/** The last day of her latest paid package still running on `today`, if any. */
export async function currentPackageEnd(db: Executor, clientId: number, today: string) {
  const [row] = await db
    .select({ until: sql<string>`max(${purchases.validUntil})::text` })
    .from(purchases)
    .where(
      and(
        eq(purchases.clientId, clientId),
        eq(purchases.status, 'active'),
        sql`${purchases.validUntil} >= ${today}`,
      ),
    );
  return row?.until ?? null;
}

export async function insertPurchase(db: Executor, values: typeof purchases.$inferInsert) {
  const [row] = await db.insert(purchases).values(values).returning({ id: purchases.id });
  return row!.id;
}

export async function updatePurchase(
  db: Executor,
  id: number,
  values: Partial<typeof purchases.$inferInsert>,
) {
  await db.update(purchases).set(values).where(eq(purchases.id, id));
}

export type PaymentRow = typeof payments.$inferSelect & { recordedByName: string | null };

export async function paymentsOf(db: Executor, purchaseIds: number[]): Promise<PaymentRow[]> {
  if (purchaseIds.length === 0) return [];
  return db
    .select({
      id: payments.id,
      purchaseId: payments.purchaseId,
      method: payments.method,
      amountPaise: payments.amountPaise,
      reference: payments.reference,
      providerPaymentId: payments.providerPaymentId,
      paidAt: payments.paidAt,
      recordedBy: payments.recordedBy,
      createdAt: payments.createdAt,
      recordedByName: users.email,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.recordedBy))
    .where(inArray(payments.purchaseId, purchaseIds))
    .orderBy(payments.paidAt);
}

export interface DocumentRef {
  id: number;
  purchaseId: number;
  kind: 'invoice' | 'creditNote';
  number: string;
}

export async function documentsOf(db: Executor, purchaseIds: number[]): Promise<DocumentRef[]> {
  if (purchaseIds.length === 0) return [];
  return db
    .select({
      id: gstDocuments.id,
      purchaseId: gstDocuments.purchaseId,
      kind: gstDocuments.kind,
      number: gstDocuments.number,
    })
    .from(gstDocuments)
    .where(inArray(gstDocuments.purchaseId, purchaseIds));
}

/** A payment, once: a Razorpay payment id already recorded gives undefined. */
export async function insertPayment(db: Executor, values: typeof payments.$inferInsert) {
  const rows = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.providerPaymentId })
    .returning({ id: payments.id });
  return rows[0]?.id;
}

/** Where and how to write to her: email, language and digits (no other personal data). */
export async function clientContact(db: Executor, clientId: number) {
  const [row] = await db
    .select({
      email: users.email,
      language: users.language,
      devanagariDigits: users.devanagariDigits,
    })
    .from(users)
    .where(eq(users.id, clientId));
  return row;
}

/** Notes a webhook delivery by its event id; false when it was handled before. */
export async function recordEvent(db: Executor, eventId: string, event: string) {
  const rows = await db
    .insert(razorpayEvents)
    .values({ eventId, event, outcome: 'received' })
    .onConflictDoNothing()
    .returning({ eventId: razorpayEvents.eventId });
  return rows.length > 0;
}

export async function setEventOutcome(db: Executor, eventId: string, outcome: string) {
  await db.update(razorpayEvents).set({ outcome }).where(eq(razorpayEvents.eventId, eventId));
}

/** Serialises her purchases' writers (two "Renew" taps) on her client row. */
export async function lockClientPurchases(db: Executor, clientId: number) {
  await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
}

/** Her purchase of a package still awaiting payment, if any. */
export async function awaitingPurchaseOf(db: Executor, clientId: number, packageId: number) {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(awaitingOf(clientId, packageId));
  return row?.id;
}

/** Her public-form purchase of a package still awaiting payment (made by no one), if any. */
export async function awaitingPublicPurchaseOf(db: Executor, clientId: number, packageId: number) {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(awaitingOf(clientId, packageId), isNull(purchases.createdBy)));
  return row?.id;
}

/** The one client with this phone; undefined when none has it, or more than one. */
export async function onlyClientWithPhone(db: Executor, phone: string) {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.phone, phone))
    .limit(2);
  return rows.length === 1 ? rows[0]!.id : undefined;
}

/**
 * A visitor's payment request paid through its Razorpay link (issue 34): 'paid' once,
 * 'alreadyPaid' after, undefined when no request has the reference.
 */
export async function markPaymentRequestPaid(db: Executor, reference: string) {
  const [row] = await db
    .select({ status: paymentRequests.status })
    .from(paymentRequests)
    .where(eq(paymentRequests.reference, reference))
    .for('update');
  if (!row) return undefined;
  if (row.status === 'paid') return 'alreadyPaid' as const;
  await db
    .update(paymentRequests)
    .set({ status: 'paid' })
    .where(eq(paymentRequests.reference, reference));
  return 'paid' as const;
}
