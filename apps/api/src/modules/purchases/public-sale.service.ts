import type { AppDeps } from '#api/app-deps.ts';
import { AppError } from '#api/lib/errors.ts';
import { priceOf } from '#api/modules/invoices/issue.service.ts';
import * as packages from '#api/modules/packages/packages.service.ts';
import { linkReturn, offerPayLink, requestLinkReference } from './pay-link.service.ts';
import * as repo from './purchases.repository.ts';
import { onlyClientWithPhone, sellFromPublicForm } from './purchases.service.ts';

/** Razorpay's page for a plan chosen on the public site, and what it asks for. */
export interface PublicPayLink {
  url: string;
  totalPaise: number;
  /** The purchase made for the client with this phone; none for a phone no client has. */
  purchaseId?: number;
}

/**
 * A visitor's "Pay now" on a plan with Razorpay configured (issue 34): the catalogue's
 * active package of the plan's name, and Razorpay's link to pay it. When exactly one client
 * has the phone, the link pays a purchase made for her (sellFromPublicForm), and Razorpay's
 * page names her by phone only; otherwise (no client, several, or a sale refused) the link
 * pays the payment request itself, and its webhook marks the request paid for the admin to
 * create her account. Both links ask the same amount (the practice's place of supply) and
 * come back to the same page, so the answer never tells whether the phone is registered.
 * Null without Razorpay, or when the catalogue does not sell the plan at the price the site
 * shows: today's UPI link.
 */
export async function publicPayLink(
  deps: AppDeps,
  request: { phone: string; plan: string; reference: string; pricePaise: number },
): Promise<PublicPayLink | null> {
  if (!deps.razorpay) return null;
  const item = await packages.activePackageNamed(deps.db, request.plan);
  const practice = await packages.practiceBilling(deps.db);
  // The site shows the plan's price: a package priced otherwise is not what she chose.
  if (!item || !practice || item.pricePaise !== request.pricePaise) return null;
  const clientId = await onlyClientWithPhone(deps, request.phone);
  if (clientId !== undefined) {
    const purchaseId = await sellFromPublicForm(deps, clientId, item.id).catch((error: unknown) => {
      if (error instanceof AppError) return undefined;
      throw error;
    });
    const url = purchaseId === undefined ? null : await offerPayLink(deps, purchaseId);
    const purchase =
      url && purchaseId !== undefined && (await repo.findPurchase(deps.db, purchaseId));
    if (url && purchase) return { url, totalPaise: purchase.totalPaise, purchaseId: purchase.id };
  }
  const price = priceOf(item.pricePaise, item.gstRate, practice, null);
  const link = await deps.razorpay.create({
    amountPaise: price.totalPaise,
    referenceId: requestLinkReference(request.reference),
    description: item.name,
    customer: { contact: `+91${request.phone}` },
    ...linkReturn(deps),
  });
  return { url: link.shortUrl, totalPaise: price.totalPaise };
}
