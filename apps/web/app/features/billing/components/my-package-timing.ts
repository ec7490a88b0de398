import type { Purchase } from '@nourishwell/shared';

/** A package that ends within this many days may be renewed before it does. */
export const RENEW_WITHIN_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** Whole calendar days from one date (YYYY-MM-DD) to another; negative when before. */
export const daysFromTo = (from: string, to: string) =>
  Math.round((utcDay(to) - utcDay(from)) / DAY_MS);

/** Where a package stands in time, as her card says it. */
export type Timing =
  | { kind: 'startsOn'; date: string }
  | { kind: 'daysLeft'; count: number }
  | { kind: 'endedOn'; date: string }
  | { kind: 'none' };

/**
 * An active package that has begun counts its days left, today included (its last day is
 * "1 day left"); one not yet begun says when it starts; an expired one when it ended. A
 * purchase awaiting payment or refunded has no days.
 */
export function timingOf(purchase: Purchase, today: string): Timing {
  if (purchase.status === 'expired') return { kind: 'endedOn', date: purchase.validUntil };
  if (purchase.status !== 'active') return { kind: 'none' };
  if (purchase.validFrom > today) return { kind: 'startsOn', date: purchase.validFrom };
  const count = daysFromTo(today, purchase.validUntil) + 1;
  return count > 0 ? { kind: 'daysLeft', count } : { kind: 'endedOn', date: purchase.validUntil };
}

/**
 * Whether her card offers Renew: an expired package, or an active one in its last week —
 * unless a later purchase of the same package already follows it (awaiting payment, or
 * active beyond it), so a renewal is not offered twice.
 */
export function isRenewable(purchase: Purchase, all: readonly Purchase[], today: string) {
  const timing = timingOf(purchase, today);
  const due =
    purchase.status === 'expired' ||
    (timing.kind === 'daysLeft' && timing.count <= RENEW_WITHIN_DAYS);
  if (!due) return false;
  return !all.some(
    (other) =>
      other.id !== purchase.id &&
      other.packageId === purchase.packageId &&
      (other.status === 'awaitingPayment' ||
        (other.status === 'active' && other.validUntil > purchase.validUntil)),
  );
}
