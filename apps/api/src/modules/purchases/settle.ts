import { formatPaise } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { textsForPerson } from '#api/lib/i18n.ts';
import { conflict } from '#api/lib/errors.ts';
import { issueInvoice } from '#api/modules/invoices/issue.service.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import * as packages from '#api/modules/packages/packages.service.ts';
import { billingMessages } from '@nourishwell/shared';
import * as repo from './purchases.repository.ts';

/**
 * A purchase becomes paid, by hand or by Razorpay: the package is active, its invoice is
 * issued (numbered in this transaction) and emailed to her with the PDF. The caller holds
 * the purchase's row lock and has recorded the payment.
 */
export async function settlePurchase(
  deps: AppDeps,
  tx: Executor,
  purchase: repo.PurchaseRow,
  now: Date,
): Promise<void> {
  const practice = await packages.practiceBilling(tx);
  if (!practice) throw conflict(billingMessages.billingNotSet, 'BILLING_NOT_SET');
  const client = purchase.clientId
    ? await packages.clientForBilling(tx, purchase.clientId)
    : undefined;
  await repo.updatePurchase(tx, purchase.id, { status: 'active', paidAt: now });
  const invoice = await issueInvoice(
    tx,
    purchase,
    { name: client?.name ?? '', address: client?.address ?? null },
    practice,
    now,
  );
  await tellDocument(deps, tx, purchase, invoice, 'paid');
}

/** The email that carries an invoice ('paid') or a credit note ('refunded'), in her language. */
export async function tellDocument(
  deps: AppDeps,
  tx: Executor,
  purchase: repo.PurchaseRow,
  document: { id: number; number: string },
  what: 'paid' | 'refunded',
): Promise<void> {
  if (!purchase.clientId) return;
  const [contact, client] = await Promise.all([
    repo.clientContact(tx, purchase.clientId),
    packages.clientForBilling(tx, purchase.clientId),
  ]);
  if (!contact || !client) return;
  const { t, dayInWords } = textsForPerson({ role: 'client', ...contact });
  const day = (date: string) => dayInWords(new Date(`${date}T12:00:00Z`), 'UTC');
  const values = {
    name: client.name,
    package: purchase.packageName,
    number: document.number,
    amount: formatPaise(purchase.totalPaise),
    from: day(purchase.validFrom),
    until: day(purchase.validUntil),
    url: `${deps.config.appUrl}/dashboard/client/packages`,
  };
  await queueMessage(deps, tx, {
    channel: 'email',
    recipient: contact.email,
    kind: 'invoice',
    subject: t(
      what === 'paid' ? 'messages.billing.paidSubject' : 'messages.billing.refundedSubject',
      values,
    ),
    body: `${t(what === 'paid' ? 'messages.billing.paidBody' : 'messages.billing.refundedBody', values)}\n\n${t('messages.billing.signOff')}`,
    documentId: document.id,
  });
}
