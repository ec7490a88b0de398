import { describe, expect, it } from 'vitest';
import type { Purchase, Revenue } from '@nourishwell/shared';
import { lastTwelveMonths } from '#api/modules/purchases/revenue.service.ts';
import { isoDateFromToday } from '../helpers/test-clock.ts';
import { billingSuite, GOLD, PRACTICE } from './billing-fixture.ts';

const ZONE = 'Asia/Kolkata';

describe('the admin’s Revenue (issue 34)', () => {
  const { as, call, admin } = billingSuite();

  it('counts twelve months ending with this one, across a new year', () => {
    expect(lastTwelveMonths('2027-02-10')).toEqual([
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });

  it('shows money collected and refunded this month, by package, the links outstanding and the renewals due', async () => {
    await admin('PUT', '/api/admin/billing-settings', { ...PRACTICE, gstin: null });
    const gold = (await admin('POST', '/api/admin/packages', { ...GOLD, durationWeeks: 2 })).json<{
      id: number;
    }>();
    const sell = (clientId: number) =>
      admin('POST', `/api/admin/clients/${clientId}/purchases`, {
        packageId: gold.id,
        stateCode: null,
      });
    const today = isoDateFromToday(ZONE, 0);
    const paid = (await sell(as.client.user.id)).json<Purchase>();
    // Not registered: a bill of supply, without tax, and offered so.
    expect(paid.totalPaise).toBe(249_900);
    expect((await call('GET', '/api/packages', {})).json()).toEqual([
      expect.objectContaining({ id: gold.id, gstRate: 0 }),
    ]);
    await admin('POST', `/api/admin/purchases/${paid.id}/payments`, {
      method: 'cash',
      paidOn: today,
    });
    const refunded = (await sell(as.other.user.id)).json<Purchase>();
    await admin('POST', `/api/admin/purchases/${refunded.id}/payments`, {
      method: 'cash',
      paidOn: today,
    });
    await admin('POST', `/api/admin/purchases/${refunded.id}/refund`, {
      reason: 'Changed her mind',
    });
    const open = (await sell(as.other.user.id)).json<Purchase>();

    const answer = await admin('GET', '/api/admin/revenue');
    expect(answer.statusCode, answer.body).toBe(200);
    const figures = answer.json<Revenue>();
    expect(figures.months).toHaveLength(12);
    expect(figures.months.at(-1)).toEqual({
      month: today.slice(0, 7),
      collectedPaise: 499_800,
      refundedPaise: 249_900,
    });
    expect(figures.byPackage).toEqual([
      { packageId: gold.id, name: GOLD.name, sold: 2, collectedPaise: 499_800 },
    ]);
    expect(figures.outstanding).toEqual([
      expect.objectContaining({
        purchaseId: open.id,
        totalPaise: 249_900,
        clientName: as.other.user.name,
      }),
    ]);
    // Her two weeks end within 30 days and nothing follows them.
    expect(figures.renewalsDue).toEqual([
      expect.objectContaining({ purchaseId: paid.id, validUntil: isoDateFromToday(ZONE, 13) }),
    ]);
    expect(figures.refunds).toEqual([
      expect.objectContaining({ purchaseId: refunded.id, totalPaise: 249_900 }),
    ]);

    const csv = await admin('GET', '/api/admin/revenue.csv');
    expect(csv.headers['content-disposition']).toContain('nourishwell-revenue.csv');
    expect(csv.body).toContain(`"${today.slice(0, 7)}","4998.00","2499.00","2499.00"`);

    // Renewing takes her off the list of renewals due.
    await call('POST', `/api/me/purchases/${paid.id}/renew`, as.client.headers);
    expect((await admin('GET', '/api/admin/revenue')).json<Revenue>().renewalsDue).toEqual([]);
  });

  it('is the admin’s alone', async () => {
    for (const role of ['nutritionist', 'client'] as const)
      expect((await call('GET', '/api/admin/revenue', as[role].headers)).statusCode).toBe(403);
  });
});
