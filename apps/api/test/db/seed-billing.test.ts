import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf, type Purchase, type Revenue } from '@nourishwell/shared';
import { DEMO_PASSWORD } from '#api/db/demo-data.ts';
import * as t from '#api/db/schema/index.ts';
import { seedDemoDataIfEmpty } from '#api/db/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { isoDateFromToday, testNow } from '../helpers/test-clock.ts';

describe('the demo practice’s money (issue 34)', () => {
  let app: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  const as = async (who: string) => {
    const role = who === 'admin' ? 'admin' : 'client';
    const email = `${who}@nourishwell.test`;
    headers[who] = bearer(await loginAs(app.app, { email, password: DEMO_PASSWORD, role }));
  };
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemoDataIfEmpty(app.db, testNow());
    for (const who of ['admin', 'meera', 'arjun', 'priya']) await as(who);
  });
  afterAll(() => app.close());
  const get = (url: string, who: string) =>
    app.app.inject({ method: 'GET', url, headers: headers[who] });

  it('has a catalogue of four active packages, the site’s Silver and Gold plans among them', async () => {
    const offered = (await get('/api/packages', 'meera')).json<Array<{ name: string }>>();
    expect(offered.map((item) => item.name).toSorted()).toEqual([
      '3-month weight loss',
      '6-month PCOS reversal',
      'Gold Plan',
      'Silver Plan',
    ]);
  });

  it('gives Meera a running package with its invoice, Arjun one to pay and Priya one ending this week', async () => {
    const [meera] = (await get('/api/me/purchases', 'meera')).json<Purchase[]>();
    expect(meera).toMatchObject({ status: 'active', packageName: '3-month weight loss' });
    expect(meera!.invoice?.number).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);
    const [arjun] = (await get('/api/me/purchases', 'arjun')).json<Purchase[]>();
    expect(arjun).toMatchObject({ status: 'awaitingPayment', invoice: null });
    const [priya] = (await get('/api/me/purchases', 'priya')).json<Purchase[]>();
    expect(priya!.validUntil >= isoDateFromToday('Asia/Kolkata', 0)).toBe(true);
    expect(priya!.validUntil <= isoDateFromToday('Asia/Kolkata', 7)).toBe(true);
  });

  it('issues the invoices in the order they were paid, numbered without a gap in each year', async () => {
    const documents = await app.db.select().from(t.gstDocuments);
    const invoices = documents
      .filter((doc) => doc.kind === 'invoice')
      .toSorted((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
    expect(invoices).toHaveLength(5);
    const serials = new Map<string, number>();
    for (const invoice of invoices) {
      const year = financialYearOf(invoice.issuedAt).short;
      const serial = (serials.get(year) ?? 0) + 1;
      serials.set(year, serial);
      expect(invoice.number).toBe(`INV/${year}/${String(serial).padStart(6, '0')}`);
    }
    // Ananya is in West Bengal, the practice in Kerala: IGST.
    expect(invoices.find((doc) => doc.placeOfSupply === '19')).toMatchObject({
      cgstPaise: 0,
      igstPaise: 251_982,
    });
    expect(documents.filter((doc) => doc.kind === 'creditNote')).toHaveLength(1);
  });

  it('shows the admin a refund, Arjun’s payment outstanding and Priya’s renewal due', async () => {
    const revenue = (await get('/api/admin/revenue', 'admin')).json<Revenue>();
    expect(revenue.outstanding.map((row) => row.packageName)).toEqual(['3-month weight loss']);
    expect(revenue.refunds).toHaveLength(1);
    expect(revenue.renewalsDue.map((row) => row.packageName)).toContain('Silver Plan');
  });
});
