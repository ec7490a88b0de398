import { describe, expect, it } from 'vitest';
import { purchase, unpaidPurchase } from '#web-test/fixtures/my-billing-records.ts';
import { isRenewable, timingOf } from './my-package-timing.ts';

describe('where a package stands in time', () => {
  it('counts an active package’s days left, its last day included', () => {
    expect(timingOf(purchase(), '2026-12-01')).toEqual({ kind: 'daysLeft', count: 10 });
    expect(timingOf(purchase(), '2026-12-10')).toEqual({ kind: 'daysLeft', count: 1 });
  });

  it('says when one not yet begun starts, and when an expired one ended', () => {
    expect(timingOf(purchase({ validFrom: '2026-12-05' }), '2026-12-01')).toEqual({
      kind: 'startsOn',
      date: '2026-12-05',
    });
    expect(timingOf(purchase({ status: 'expired' }), '2026-12-20')).toEqual({
      kind: 'endedOn',
      date: '2026-12-10',
    });
    expect(timingOf(unpaidPurchase(), '2026-12-01')).toEqual({ kind: 'none' });
    expect(timingOf(purchase({ status: 'refunded' }), '2026-12-01')).toEqual({ kind: 'none' });
  });
});

describe('which package offers Renew', () => {
  const active = purchase();
  it('an active one in its last seven days, not before', () => {
    expect(isRenewable(active, [active], '2026-12-04')).toBe(true);
    expect(isRenewable(active, [active], '2026-12-03')).toBe(false);
  });

  it('an expired one, but not a refunded one nor one awaiting payment', () => {
    const expired = purchase({ status: 'expired' });
    expect(isRenewable(expired, [expired], '2026-12-20')).toBe(true);
    const refunded = purchase({ status: 'refunded' });
    expect(isRenewable(refunded, [refunded], '2026-12-08')).toBe(false);
    const unpaid = unpaidPurchase();
    expect(isRenewable(unpaid, [unpaid], '2026-12-08')).toBe(false);
  });

  it('none already followed by a purchase of the same package', () => {
    expect(isRenewable(active, [unpaidPurchase(), active], '2026-12-08')).toBe(false);
    const next = unpaidPurchase({ id: 9, status: 'active' });
    expect(isRenewable(active, [next, active], '2026-12-08')).toBe(false);
    const other = unpaidPurchase({ packageId: 4 });
    expect(isRenewable(active, [other, active], '2026-12-08')).toBe(true);
  });
});
