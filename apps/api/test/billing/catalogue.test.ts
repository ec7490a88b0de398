import { describe, expect, it } from 'vitest';
import { billingMessages } from '@nourishwell/shared';
import { billingSuite, GOLD, PRACTICE } from './billing-fixture.ts';

describe('the package catalogue and the practice’s billing details (issue 34)', () => {
  const { as, call, admin } = billingSuite();

  it('lets the admin add, change and retire packages, and shows visitors only the active ones', async () => {
    const added = await admin('POST', '/api/admin/packages', GOLD);
    expect(added.statusCode).toBe(201);
    const gold = added.json<{ id: number; sold: number; pricePaise: number }>();
    expect(gold).toMatchObject({ ...GOLD, sold: 0 });
    const silver = (
      await admin('POST', '/api/admin/packages', {
        ...GOLD,
        name: 'Silver – 1 month',
        sessionsIncluded: null,
        pricePaise: 99_900,
      })
    ).json<{ id: number }>();
    const retired = await admin('PUT', `/api/admin/packages/${silver.id}`, {
      ...GOLD,
      name: 'Silver – 1 month',
      sessionsIncluded: null,
      pricePaise: 99_900,
      active: false,
    });
    expect(retired.json()).toMatchObject({ active: false, sessionsIncluded: null });
    expect((await admin('GET', '/api/admin/packages')).json()).toHaveLength(2);
    const offered = await call('GET', '/api/packages', {});
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toEqual([
      expect.objectContaining({ id: gold.id, pricePaise: 249_900, gstRate: 18 }),
    ]);
  });

  it('refuses a GST rate India does not have, a price in fractions of a paisa and a bad SAC, with their messages', async () => {
    for (const [field, value, message] of [
      ['gstRate', 7, billingMessages.rateInvalid],
      ['pricePaise', 2499.5, billingMessages.priceInvalid],
      ['sacCode', '99931', billingMessages.sacInvalid],
      ['durationWeeks', 0, billingMessages.durationInvalid],
    ] as const) {
      const response = await admin('POST', '/api/admin/packages', { ...GOLD, [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
  });

  it('answers 404 for a package that does not exist', async () => {
    const response = await admin('PUT', '/api/admin/packages/999999', GOLD);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(billingMessages.packageNotFound);
  });

  it('keeps the practice’s billing details, and refuses a GSTIN that does not check or names another state', async () => {
    expect((await admin('GET', '/api/admin/billing-settings')).json()).toBeNull();
    const typo = await admin('PUT', '/api/admin/billing-settings', {
      ...PRACTICE,
      gstin: '29AAPFU0939F1ZV',
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json<{ message: string }>().message).toBe(billingMessages.gstinInvalid);
    const elsewhere = await admin('PUT', '/api/admin/billing-settings', {
      ...PRACTICE,
      gstin: '27AAPFU0939F1ZV',
    });
    expect(elsewhere.json<{ message: string }>().message).toBe(billingMessages.gstinStateMismatch);
    const saved = await admin('PUT', '/api/admin/billing-settings', {
      ...PRACTICE,
      gstin: ' 29aapfu0939f1zr ',
    });
    expect(saved.statusCode).toBe(200);
    expect((await admin('GET', '/api/admin/billing-settings')).json()).toEqual(PRACTICE);
  });

  it('lets only the admin keep the catalogue and the billing details', async () => {
    for (const role of ['nutritionist', 'client'] as const) {
      expect((await call('GET', '/api/admin/packages', as[role].headers)).statusCode).toBe(403);
      expect(
        (await call('PUT', '/api/admin/billing-settings', as[role].headers, PRACTICE)).statusCode,
      ).toBe(403);
    }
    expect((await call('POST', '/api/admin/packages', {}, GOLD)).statusCode).toBe(401);
  });
});
