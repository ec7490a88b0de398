import { randomBytes } from 'node:crypto';
import {
  formatPaise,
  formatRupees,
  PRICED_PLANS,
  PRIVACY_NOTICE_VERSION,
  publicMessages,
  type MessageResponse,
  type PayResponse,
  type enquiryRequestSchema,
  type payRequestSchema,
  type reachOutRequestSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { tooManyRequests } from '#api/lib/errors.ts';
import { loggableError } from '#api/lib/loggable-error.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import { purchaseReference } from '#api/modules/purchases/pay-link.service.ts';
import { publicPayLink } from '#api/modules/purchases/public-sale.service.ts';
import * as repo from './enquiries.repository.ts';

type Enquiry = z.output<typeof enquiryRequestSchema>;
type ReachOut = z.output<typeof reachOutRequestSchema>;
type Pay = z.output<typeof payRequestSchema>;

/** Per email or phone, on top of the per-IP limit of the route. */
async function guard(deps: AppDeps, key: string): Promise<void> {
  if (!(await deps.formAttempts.tryAttempt(key)))
    throw tooManyRequests(publicMessages.tooManyForms);
}

const firstName = (name: string) => name.split(/\s+/)[0] ?? name;

/** The /signup enquiry: stored, and mailed to the practice. Answers the text shown to the visitor. */
export async function submitEnquiry(deps: AppDeps, input: Enquiry): Promise<string> {
  await guard(deps, `enquiry:${input.email}`);
  await deps.db.transaction(async (tx) => {
    await repo.insertEnquiry(tx, {
      name: input.name,
      illness: input.illness,
      phone: input.phone,
      email: input.email,
      country: input.country,
      state: input.state ?? null,
      language: input.language ?? null,
      acceptedTnc: true,
      // The schema takes only a ticked box, which accepts the notice in force (issue 18):
      // the server names the version, whatever the browser may claim.
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    await queueMessage(deps, tx, {
      kind: 'enquiry',
      channel: 'email',
      recipient: deps.config.mail.practiceEmail,
      subject: `New enquiry: ${input.name} (${input.illness})`,
      body: [
        `Name: ${input.name}`,
        `Health concern: ${input.illness}`,
        `Phone: ${input.phone}`,
        `Email: ${input.email}`,
        `Country: ${input.country}${input.state ? `, ${input.state}` : ''}`,
        `Language: ${input.language ?? 'not given'}`,
        'Accepted the terms: yes',
        `Accepted the privacy notice: version ${PRIVACY_NOTICE_VERSION}`,
      ].join('\n'),
    });
  });
  deps.outbox.kick();
  return `Thank you, ${firstName(input.name)}! We have received your enquiry and will call you within 2 business days.`;
}

export async function submitReachOut(deps: AppDeps, input: ReachOut): Promise<MessageResponse> {
  await guard(deps, `reachout:${input.email}`);
  await deps.db.transaction(async (tx) => {
    await repo.insertReachOut(tx, input);
    await queueMessage(deps, tx, {
      kind: 'enquiry',
      channel: 'email',
      recipient: deps.config.mail.practiceEmail,
      subject: `Reach out: ${input.name}`,
      body: `Name: ${input.name}\nEmail: ${input.email}\n\n${input.concern}`,
    });
  });
  deps.outbox.kick();
  return { message: publicMessages.reachOutThanks };
}

function planFor(amount: number): string {
  if (amount === PRICED_PLANS.gold.price) return PRICED_PLANS.gold.name;
  if (amount === PRICED_PLANS.silver.price) return PRICED_PLANS.silver.name;
  return PRICED_PLANS.contactSales.name;
}

/** 'NW-' and 8 characters without look-alikes (no 0/O, 1/I). */
function newReference(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `NW-${[...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * "Pay now": the amount must be one a plan has (the schema refuses any other). Stores a
 * pending payment request and sends the payment link (or, for a custom price, a call
 * back) by WhatsApp; the practice is told by email. With Razorpay configured the link is
 * Razorpay's page for the catalogue's package of the plan (publicPayLink), also answered as
 * `payUrl` for the browser to go to; without it, the UPI link as before.
 */
export async function requestPayment(deps: AppDeps, input: Pay): Promise<PayResponse> {
  await guard(deps, `pay:${input.phone}`);
  const plan = planFor(input.amount);
  const reference = newReference();
  const online =
    input.amount === 0 ? null : await onlineLink(deps, input.phone, plan, reference, input.amount);
  const link =
    online?.url ?? deps.paymentLinks.linkFor({ amountPaise: input.amount * 100, reference, plan });
  const price = online ? formatPaise(online.totalPaise) : formatRupees(input.amount);
  const toVisitor =
    input.amount === 0
      ? `Thank you for choosing NourishWell. Our team will call you on this number to agree your custom plan and price. Reference ${reference}.`
      : link
        ? `Your NourishWell payment link for the ${plan} (${price}): ${link}\nReference ${reference}. ${publicMessages.uploadReceipt}`
        : `Thank you for choosing the NourishWell ${plan} (${price}). Our team will send your payment link here shortly. Reference ${reference}. ${publicMessages.uploadReceipt}`;
  const sale = online
    ? online.purchaseId === undefined
      ? '\nRazorpay: no client has this phone; once paid, please create her account.'
      : `\nRazorpay: for the client with this phone, purchase ${purchaseReference(online.purchaseId)}.`
    : '';
  await deps.db.transaction(async (tx) => {
    await repo.insertPaymentRequest(tx, {
      reference,
      phone: input.phone,
      plan,
      amount: input.amount,
      paymentLink: link,
    });
    // She has not written to us, so WhatsApp takes only a template: the practice's own
    // "payment request" one, with the link (decision 032). Without a link (a custom price,
    // or no way to pay online) the practice calls her back: the text waits for her window.
    await queueMessage(deps, tx, {
      channel: 'whatsapp',
      recipient: `+91${input.phone}`,
      subject: null,
      body: toVisitor,
      ...(link && input.amount > 0
        ? { kind: 'paymentRequest' as const, templateParams: [plan, price, link, reference] }
        : { kind: 'enquiry' as const }),
    });
    await queueMessage(deps, tx, {
      kind: 'enquiry',
      channel: 'email',
      recipient: deps.config.mail.practiceEmail,
      subject: `Payment request ${reference}: ${plan}`,
      body: `Phone: +91 ${input.phone}\nPlan: ${plan}\nAmount: ${price}\nLink sent: ${link ?? 'none — please send one'}${sale}`,
    });
  });
  deps.outbox.kick();
  return {
    message:
      input.amount === 0 ? publicMessages.customPriceRequested : publicMessages.paymentLinkSent,
    reference,
    instructions: publicMessages.uploadReceipt,
    ...(online ? { payUrl: online.url } : {}),
  };
}

/** Razorpay's page for the plan; a gateway that fails leaves today's link (logged, unnamed). */
async function onlineLink(
  deps: AppDeps,
  phone: string,
  plan: string,
  reference: string,
  rupees: number,
) {
  return publicPayLink(deps, { phone, plan, reference, pricePaise: rupees * 100 }).catch(
    (error: unknown) => {
      deps.log.warn({ err: loggableError(error) }, 'No Razorpay link for a public payment request');
      return null;
    },
  );
}
