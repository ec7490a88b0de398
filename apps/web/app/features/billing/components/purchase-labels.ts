import type { MessageKey, PaymentMethod, Purchase, PurchaseStatus } from '@nourishwell/shared';
import { formatDate, formatDay } from '#web/lib/format.ts';

type Tone = 'green' | 'grey' | 'amber' | 'red';

/** A purchase's status as its badge says it. */
export const statusBadges: Record<PurchaseStatus, { tone: Tone; key: MessageKey }> = {
  awaitingPayment: { tone: 'amber', key: 'billingAdmin.status.awaitingPayment' },
  active: { tone: 'green', key: 'billingAdmin.status.active' },
  expired: { tone: 'grey', key: 'billingAdmin.status.expired' },
  refunded: { tone: 'red', key: 'billingAdmin.status.refunded' },
};

/** A calendar date ("2026-11-28") or an instant, as a day. */
export const dayOf = (value: string) =>
  value.length === 10 ? formatDay(value) : formatDate(value);

/** Paid and not yet refunded: the purchase a refund (a credit note) may end. */
export const refundable = (purchase: Purchase) =>
  purchase.invoice !== null &&
  purchase.creditNote === null &&
  (purchase.status === 'active' || purchase.status === 'expired');

/** A payment method in words. */
export const methodKeys: Record<PaymentMethod, MessageKey> = {
  cash: 'billingAdmin.method.cash',
  bankTransfer: 'billingAdmin.method.bankTransfer',
  upi: 'billingAdmin.method.upi',
  razorpay: 'billingAdmin.method.razorpay',
};
