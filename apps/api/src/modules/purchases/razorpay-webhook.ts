import { billingMessages as m, formatPaise } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { isRazorpaySignature } from '#api/integrations/razorpay-signature.ts';
import { badRequest } from '#api/lib/errors.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import { purchaseOfReference, requestOfLinkReference } from './pay-link.service.ts';
import * as repo from './purchases.repository.ts';
import { settlePurchase } from './settle.ts';

/** The parts of Razorpay's event we read (its documented webhook payloads). */
interface RazorpayEvent {
  event?: string;
  payload?: {
    payment_link?: { entity?: { id?: string; reference_id?: string } };
    payment?: {
      entity?: {
        id?: string;
        amount?: number;
        currency?: string;
        status?: string;
        notes?: Record<string, string> | unknown[];
      };
    };
  };
}

export type WebhookOutcome =
  | 'paid'
  | 'requestPaid'
  | 'duplicate'
  | 'alreadyPaid'
  | 'amountMismatch'
  | 'unknownPurchase'
  | 'ignored';

const HANDLED = new Set(['payment_link.paid', 'payment.captured']);

/**
 * Razorpay's signed notice that a payment link was paid or a payment captured (issue 34,
 * decision 030). The signature is checked over the raw bytes before anything is read; a
 * bad one is 400 and records nothing. The same event delivered twice, or the two events of
 * one payment, record one payment: the event id and Razorpay's payment id are unique keys,
 * and the purchase's row lock orders deliveries arriving at once on two processes. It may
 * arrive before or after her browser returns: nothing waits for the other.
 */
export async function handleRazorpayWebhook(
  deps: AppDeps,
  raw: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<WebhookOutcome> {
  const secret = deps.config.payments.razorpay?.webhookSecret;
  if (!secret || !signature || !isRazorpaySignature(raw, signature, secret))
    throw badRequest(m.webhookSignature, 'BAD_REQUEST');
  let event: RazorpayEvent;
  try {
    event = JSON.parse(raw.toString('utf8')) as RazorpayEvent;
  } catch {
    throw badRequest(m.webhookSignature, 'BAD_REQUEST');
  }
  const name = event.event ?? '';
  const payment = event.payload?.payment?.entity;
  const notes = payment?.notes && !Array.isArray(payment.notes) ? payment.notes : {};
  const linkReference =
    event.payload?.payment_link?.entity?.reference_id ?? notes.purchase_reference;
  const purchaseId = purchaseOfReference(linkReference);
  const requestReference = requestOfLinkReference(linkReference);
  const outcome = await deps.db.transaction(async (tx) => {
    const key = eventId ?? `${name}:${payment?.id ?? ''}`;
    if (!(await repo.recordEvent(tx, key, name))) return 'duplicate' as const;
    const result = !HANDLED.has(name)
      ? 'ignored'
      : requestReference
        ? await requestPaid(deps, tx, requestReference, payment)
        : await apply(deps, tx, purchaseId, payment);
    await repo.setEventOutcome(tx, key, result);
    return result;
  });
  if (outcome === 'paid' || outcome === 'requestPaid') deps.outbox.kick();
  if (outcome === 'amountMismatch' || outcome === 'unknownPurchase')
    deps.log.warn({ purchaseId, outcome }, 'A Razorpay payment needs the admin to look at it');
  return outcome;
}

/**
 * A visitor's payment request paid through its link (the phone was no client's when she
 * chose the plan on the public site): the request is marked paid and the practice told by
 * email, to create her account and her package. Razorpay's link asks a fixed amount, whole.
 */
async function requestPaid(
  deps: AppDeps,
  tx: Executor,
  reference: string,
  payment: NonNullable<NonNullable<RazorpayEvent['payload']>['payment']>['entity'],
): Promise<WebhookOutcome> {
  if (!payment?.id || payment.currency !== 'INR' || typeof payment.amount !== 'number')
    return 'amountMismatch';
  const marked = await repo.markPaymentRequestPaid(tx, reference);
  if (!marked) return 'unknownPurchase';
  if (marked === 'alreadyPaid') return 'alreadyPaid';
  await queueMessage(deps, tx, {
    kind: 'enquiry',
    channel: 'email',
    recipient: deps.config.mail.practiceEmail,
    subject: `Payment request ${reference} paid online`,
    body: `Razorpay payment ${payment.id}: ${formatPaise(payment.amount)} received for payment request ${reference}.\nNo client had this phone when the plan was chosen: please create her account and her package, and record this payment on it.`,
  });
  return 'requestPaid';
}

async function apply(
  deps: AppDeps,
  tx: Executor,
  purchaseId: number | undefined,
  payment: NonNullable<NonNullable<RazorpayEvent['payload']>['payment']>['entity'],
): Promise<WebhookOutcome> {
  if (!purchaseId || !payment?.id || typeof payment.amount !== 'number') return 'unknownPurchase';
  const purchase = await repo.lockPurchase(tx, purchaseId);
  if (!purchase) return 'unknownPurchase';
  if (payment.currency !== 'INR' || payment.amount !== purchase.totalPaise) return 'amountMismatch';
  const now = deps.clock.now();
  const recorded = await repo.insertPayment(tx, {
    purchaseId,
    method: 'razorpay',
    amountPaise: payment.amount,
    reference: payment.id,
    providerPaymentId: payment.id,
    paidAt: now,
  });
  if (recorded === undefined) return 'duplicate';
  // Paid twice (two tabs, two links): the money is recorded for the admin to refund.
  if (purchase.status !== 'awaiting_payment') return 'alreadyPaid';
  await settlePurchase(deps, tx, purchase, now);
  return 'paid';
}
