import {
  billingMessages as m,
  type Purchase,
  type recordPaymentSchema,
  type sellPackageSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { isoDateFromToday, shiftIsoDate, wallClockFromToday } from '#api/lib/dates.ts';
import { AppError, conflict, notFound } from '#api/lib/errors.ts';
import { loggableError } from '#api/lib/loggable-error.ts';
import { systemActor, type Actor, type AuditActor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertClientConsents } from '#api/modules/access/client-access.ts';
import { issueCreditNote, priceOf } from '#api/modules/invoices/issue.service.ts';
import * as packages from '#api/modules/packages/packages.service.ts';
import { tellPackageToPay } from './pay-link-message.ts';
import { offerPayLink } from './pay-link.service.ts';
import { settlePurchase, tellDocument } from './settle.ts';
import { purchaseViews } from './purchase-view.ts';
import * as repo from './purchases.repository.ts';

/**
 * A client's packages (issue 34): sold by the admin, paid online or recorded by hand, each
 * payment issuing its invoice and each refund its credit note in the same transaction.
 */

export const todayOf = (deps: AppDeps) =>
  isoDateFromToday(deps.config.defaultTimeZone, 0, deps.clock.now());

/** Purchases as the API answers them: with payments, documents and sessions used. */
export async function purchasesWhere(
  deps: AppDeps,
  db: Executor,
  where: { clientId: number } | { ids: number[] },
): Promise<Purchase[]> {
  const rows = await repo.listPurchases(db, where, deps.config.defaultTimeZone);
  const ids = rows.map((row) => row.id);
  const [paymentRows, documents] = await Promise.all([
    repo.paymentsOf(db, ids),
    repo.documentsOf(db, ids),
  ]);
  return purchaseViews(rows, paymentRows, documents, todayOf(deps));
}

async function onePurchase(deps: AppDeps, db: Executor, id: number): Promise<Purchase> {
  const [view] = await purchasesWhere(deps, db, { ids: [id] });
  if (!view) throw notFound(m.purchaseNotFound);
  return view;
}

/** The admin's view of one client's packages. */
export async function clientPurchases(deps: AppDeps, clientId: number): Promise<Purchase[]> {
  if (!(await packages.clientForBilling(deps.db, clientId))) throw notFound(m.purchaseNotFound);
  return purchasesWhere(deps, deps.db, { clientId });
}

export const myPurchases = (deps: AppDeps, me: AuthUser) =>
  purchasesWhere(deps, deps.db, { clientId: me.id });

/**
 * Sells a package to a client: a purchase awaiting payment, priced for her place of supply
 * and starting today or, when she holds a package, the day after it ends. With Razorpay
 * configured a payment link is made for it (after the commit: a slow gateway holds no lock).
 */
export async function sellPackage(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
  input: z.output<typeof sellPackageSchema>,
): Promise<Purchase> {
  const id = await deps.db.transaction((tx) => createPurchase(deps, tx, actor, clientId, input));
  return afterSale(deps, id, { tell: true });
}

/**
 * "Renew" on her own package: the same package at today's price and rate, starting the day
 * after her latest package ends. A renewal already awaiting payment is given again rather
 * than a second one made (a double tap, two tabs).
 */
export async function renewPurchase(deps: AppDeps, me: Actor, purchaseId: number) {
  const id = await deps.db.transaction(async (tx) => {
    const purchase = await repo.findPurchase(tx, purchaseId);
    if (!purchase || purchase.clientId !== me.id) throw notFound(m.purchaseNotFound);
    if (purchase.status === 'refunded') throw conflict(m.refundedNotRenewable, 'NOT_REFUNDABLE');
    await repo.lockClientPurchases(tx, me.id);
    const waiting = await repo.awaitingPurchaseOf(tx, me.id, purchase.packageId);
    if (waiting !== undefined) return waiting;
    return createPurchase(deps, tx, me, me.id, {
      packageId: purchase.packageId,
      validFrom: undefined,
      stateCode: null,
    });
  });
  return afterSale(deps, id);
}

/**
 * A sale made from the public site's "Pay now" (issue 34): the visitor typed a client's
 * phone, so no person sold it (the system, in the audit log, and no one as its seller). A
 * purchase of the package the form made before and still awaiting payment is given again
 * rather than a second one made. Refused like any sale (consent withdrawn, billing not set,
 * package retired): the caller then treats the phone as no client's.
 */
export async function sellFromPublicForm(
  deps: AppDeps,
  clientId: number,
  packageId: number,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await repo.lockClientPurchases(tx, clientId);
    const waiting = await repo.awaitingPublicPurchaseOf(tx, clientId, packageId);
    if (waiting !== undefined) return waiting;
    return createPurchase(deps, tx, systemActor, clientId, {
      packageId,
      validFrom: undefined,
      stateCode: null,
    });
  });
}

/** The one client whose phone this is (the public "Pay now"), if exactly one has it. */
export const onlyClientWithPhone = (deps: AppDeps, phone: string) =>
  repo.onlyClientWithPhone(deps.db, phone);

/**
 * After a sale's commit: Razorpay's link for it and, when the practice sold it (`tell`),
 * the message that asks her to pay. She is at the page when she renews herself.
 */
async function afterSale(
  deps: AppDeps,
  id: number,
  { tell }: { tell: boolean } = { tell: false },
): Promise<Purchase> {
  const url = await offerPayLink(deps, id).catch((error: unknown) => {
    // The sale stands: the admin records the payment by hand, or she asks for the link again.
    deps.log.warn(
      { purchaseId: id, err: loggableError(error) },
      'No Razorpay link for a new purchase',
    );
    return null;
  });
  if (tell) await tellPackageToPay(deps, id, url);
  return onePurchase(deps, deps.db, id);
}

async function createPurchase(
  deps: AppDeps,
  tx: Executor,
  actor: AuditActor,
  clientId: number,
  input: z.output<typeof sellPackageSchema>,
): Promise<number> {
  const client = await packages.clientForBilling(tx, clientId);
  if (!client) throw notFound(m.purchaseNotFound);
  // Issue 18: no new processing for a client who withdrew consent (409).
  await assertClientConsents(tx, clientId);
  const practice = await packages.practiceBilling(tx);
  if (!practice) throw conflict(m.billingNotSet, 'BILLING_NOT_SET');
  const item = await packages.findPackage(tx, input.packageId);
  if (!item) throw notFound(m.packageNotFound);
  if (!item.active) throw conflict(m.packageRetired, 'PACKAGE_RETIRED');
  if (input.stateCode) await packages.setClientState(tx, clientId, input.stateCode);
  const place = input.stateCode ?? client.stateCode;
  const today = todayOf(deps);
  const runningUntil = await repo.currentPackageEnd(tx, clientId, today);
  const validFrom = input.validFrom ?? (runningUntil ? shiftIsoDate(runningUntil, 1) : today);
  const price = priceOf(item.pricePaise, item.gstRate, practice, place);
  const purchaseId = await repo.insertPurchase(tx, {
    clientId,
    packageId: item.id,
    packageName: item.name,
    sessionsIncluded: item.sessionsIncluded,
    taxablePaise: item.pricePaise,
    gstRate: price.gstRate,
    totalPaise: price.totalPaise,
    sacCode: item.sacCode,
    validFrom,
    validUntil: shiftIsoDate(validFrom, item.durationWeeks * 7 - 1),
    placeOfSupply: place,
    createdBy: actor.id,
  });
  await audit(tx, actor, 'create', 'purchase', purchaseId, {
    after: { packageId: item.id, validFrom },
    subject: clientId,
  });
  return purchaseId;
}

/**
 * A payment taken by hand (cash, bank transfer, UPI): the package starts, its invoice is
 * issued and emailed. The purchase's row lock makes a second recording of the same purchase
 * wait and then find it paid (409), so one purchase never gets two invoices.
 */
export async function recordPayment(
  deps: AppDeps,
  actor: Actor,
  purchaseId: number,
  input: z.output<typeof recordPaymentSchema>,
): Promise<Purchase> {
  const now = deps.clock.now();
  const zone = deps.config.defaultTimeZone;
  const today = isoDateFromToday(zone, 0, now);
  if (input.paidOn > today)
    throw new AppError(400, 'VALIDATION_FAILED', m.paidOnInvalid, [
      { path: 'paidOn', message: m.paidOnInvalid },
    ]);
  // Paid today: now. An earlier day: its noon in the practice's zone (the hour is unknown).
  const days = Math.round((Date.parse(input.paidOn) - Date.parse(today)) / 86_400_000);
  const paidAt = days === 0 ? now : wallClockFromToday(zone, days, 12, 0, now);
  await deps.db.transaction(async (tx) => {
    const purchase = await repo.lockPurchase(tx, purchaseId);
    if (!purchase) throw notFound(m.purchaseNotFound);
    if (purchase.status !== 'awaiting_payment') throw conflict(m.alreadyPaid, 'ALREADY_PAID');
    await repo.insertPayment(tx, {
      purchaseId,
      method: input.method,
      amountPaise: purchase.totalPaise,
      reference: input.reference,
      paidAt,
      recordedBy: actor.id,
    });
    await settlePurchase(deps, tx, purchase, now);
    await audit(tx, actor, 'create', 'payment', purchaseId, {
      after: { method: input.method },
      subject: purchase.clientId ?? undefined,
    });
  });
  deps.outbox.kick();
  return onePurchase(deps, deps.db, purchaseId);
}

/** A refund of a paid purchase: its credit note is issued and emailed, the package ends. */
export async function refundPurchase(
  deps: AppDeps,
  actor: Actor,
  purchaseId: number,
  reason: string,
): Promise<Purchase> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const purchase = await repo.lockPurchase(tx, purchaseId);
    if (!purchase) throw notFound(m.purchaseNotFound);
    if (purchase.status === 'refunded') throw conflict(m.alreadyRefunded, 'NOT_REFUNDABLE');
    if (purchase.status !== 'active') throw conflict(m.notPaid, 'NOT_REFUNDABLE');
    const note = await issueCreditNote(tx, purchaseId, reason, now);
    await repo.updatePurchase(tx, purchaseId, {
      status: 'refunded',
      refundedAt: now,
      refundReason: reason,
    });
    if (note) await tellDocument(deps, tx, purchase, note, 'refunded');
    await audit(tx, actor, 'update', 'purchase', purchaseId, {
      after: { status: 'refunded' },
      subject: purchase.clientId ?? undefined,
    });
  });
  deps.outbox.kick();
  return onePurchase(deps, deps.db, purchaseId);
}
