import { billingMessages as m } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { AppError, conflict, notFound } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import * as packages from '#api/modules/packages/packages.service.ts';
import * as repo from './purchases.repository.ts';

/** How long a Razorpay link stays payable. */
const LINK_DAYS = 14;

/** Where Razorpay sends her back once she has paid, and until when a new link is payable. */
export const linkReturn = (deps: AppDeps) => ({
  callbackUrl: `${deps.config.appUrl}/dashboard/client/packages?paid=1`,
  expiresAt: new Date(deps.clock.now().getTime() + LINK_DAYS * 86_400_000),
});

/**
 * Makes Razorpay's payment link for a purchase awaiting payment, once, and keeps it on the
 * purchase; its reference is the purchase's, which is how the webhook finds it again.
 * Without Razorpay configured there is no link (null). A purchase made by no one (a
 * visitor's "Pay now" on the public site, which anyone may type her phone into) gets a link
 * naming no one: its customer is her phone only, never her name or email.
 */
export async function offerPayLink(deps: AppDeps, purchaseId: number): Promise<string | null> {
  if (!deps.razorpay) return null;
  const purchase = await repo.findPurchase(deps.db, purchaseId);
  if (!purchase || purchase.status !== 'awaiting_payment') return null;
  if (purchase.razorpayLinkUrl) return purchase.razorpayLinkUrl;
  const client = purchase.clientId
    ? await packages.clientForBilling(deps.db, purchase.clientId)
    : undefined;
  const contact = purchase.clientId
    ? await repo.clientContact(deps.db, purchase.clientId)
    : undefined;
  const phone = client?.phone ? `+91${client.phone}` : undefined;
  const link = await deps.razorpay.create({
    amountPaise: purchase.totalPaise,
    referenceId: purchaseReference(purchase.id),
    description: purchase.packageName,
    customer:
      purchase.createdBy === null
        ? { contact: phone }
        : { name: client?.name ?? '', email: contact?.email, contact: phone },
    ...linkReturn(deps),
  });
  await repo.updatePurchase(deps.db, purchaseId, {
    razorpayLinkId: link.id,
    razorpayLinkUrl: link.shortUrl,
  });
  return link.shortUrl;
}

/** "NW-P000042": the purchase as Razorpay's reference_id carries it. */
export const purchaseReference = (id: number) => `NW-P${String(id).padStart(6, '0')}`;
export const purchaseOfReference = (reference: string | undefined) => {
  const match = /^NW-P(\d{6,})$/.exec(reference ?? '');
  return match ? Number(match[1]) : undefined;
};

/**
 * "REQ-NW-7K3Q9XJ2": a visitor's payment request as Razorpay's reference_id carries it,
 * never mistaken for a purchase's ("NW-P000042").
 */
export const requestLinkReference = (reference: string) => `REQ-${reference}`;
export const requestOfLinkReference = (linkReference: string | undefined) => {
  const match = /^REQ-(NW-[A-Z0-9]{8})$/.exec(linkReference ?? '');
  return match && purchaseOfReference(match[1]) === undefined ? match[1] : undefined;
};

/**
 * "Pay now" on her purchase: Razorpay's page, or with only a UPI id configured a UPI link
 * for the exact amount; with neither, 409 and the practice takes the payment by hand.
 */
export async function payLink(deps: AppDeps, me: AuthUser, purchaseId: number) {
  const purchase = await repo.findPurchase(deps.db, purchaseId);
  if (!purchase || purchase.clientId !== me.id) throw notFound(m.purchaseNotFound);
  if (purchase.status !== 'awaiting_payment') throw conflict(m.alreadyPaid, 'ALREADY_PAID');
  if (deps.razorpay) {
    const url = await offerPayLink(deps, purchaseId).catch(() => {
      throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', m.payLinkFailed);
    });
    if (url) return { url, kind: 'razorpay' as const };
  }
  const upi = deps.paymentLinks.linkFor({
    amountPaise: purchase.totalPaise,
    reference: purchaseReference(purchaseId),
    plan: purchase.packageName,
  });
  if (!upi) throw conflict(m.payLinkUnavailable, 'PAY_LINK_UNAVAILABLE');
  return { url: upi, kind: 'upi' as const };
}
