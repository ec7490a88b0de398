import { describe, expect, it } from 'vitest';
import { billingMessages, type Purchase, type TaxSummary } from '@nourishwell/shared';
import { outbox } from '#api/db/schema/index.ts';
import { isoDateFromToday } from '../helpers/test-clock.ts';
import { billingSuite, GOLD, numberOf, PRACTICE } from './billing-fixture.ts';

const ZONE = 'Asia/Kolkata';

describe('selling a package, taking its payment by hand and refunding it (issue 34)', () => {
  const { app, as, call, admin } = billingSuite();
  let goldId = 0;
  const sell = (clientId: number, body: object = {}) =>
    admin('POST', `/api/admin/clients/${clientId}/purchases`, {
      packageId: goldId,
      stateCode: null,
      ...body,
    });

  it('refuses to sell before the practice’s billing details are entered', async () => {
    goldId = (await admin('POST', '/api/admin/packages', GOLD)).json<{ id: number }>().id;
    const response = await sell(as.client.user.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'BILLING_NOT_SET',
      message: billingMessages.billingNotSet,
    });
    await admin('PUT', '/api/admin/billing-settings', PRACTICE);
  });

  it('sells at the price with CGST and SGST in the practice’s state: 18 % of ₹2,499 is ₹2,948.82', async () => {
    const response = await sell(as.client.user.id, { stateCode: '29' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Purchase>()).toMatchObject({
      status: 'awaitingPayment',
      packageName: GOLD.name,
      taxablePaise: 249_900,
      totalPaise: 294_882,
      validFrom: isoDateFromToday(ZONE, 0),
      validUntil: isoDateFromToday(ZONE, 83),
      sessionsIncluded: 12,
      sessionsLeft: 12,
      payUrl: null,
      invoice: null,
    });
  });

  it('asks her to pay by email, pointing to her packages when there is no online link', async () => {
    const [mail] = (await app.db.select().from(outbox)).filter((row) => row.kind === 'invoice');
    expect(mail).toMatchObject({ recipient: as.client.user.email, documentId: null });
    expect(mail!.body).toContain('₹2,948.82 including GST');
    expect(mail!.body).toContain('/dashboard/client/packages');
  });

  it('refuses a UPI payment without its reference, and a payment dated tomorrow', async () => {
    const [purchase] = (
      await admin('GET', `/api/admin/clients/${as.client.user.id}/purchases`)
    ).json<Purchase[]>();
    const noReference = await admin('POST', `/api/admin/purchases/${purchase!.id}/payments`, {
      method: 'upi',
      paidOn: isoDateFromToday(ZONE, 0),
    });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json<{ message: string }>().message).toBe(billingMessages.referenceRequired);
    const tomorrow = await admin('POST', `/api/admin/purchases/${purchase!.id}/payments`, {
      method: 'cash',
      paidOn: isoDateFromToday(ZONE, 1),
    });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json<{ message: string }>().message).toBe(billingMessages.paidOnInvalid);
  });

  it('records a UPI payment with who recorded it, starts the package, issues invoice 1 and emails it with its PDF', async () => {
    const [purchase] = (
      await admin('GET', `/api/admin/clients/${as.client.user.id}/purchases`)
    ).json<Purchase[]>();
    const response = await admin('POST', `/api/admin/purchases/${purchase!.id}/payments`, {
      method: 'upi',
      reference: 'UPI 4242 1234 5678',
      paidOn: isoDateFromToday(ZONE, 0),
    });
    expect(response.statusCode).toBe(201);
    const paid = response.json<Purchase>();
    expect(paid).toMatchObject({
      status: 'active',
      invoice: { number: numberOf('INV', 1) },
      payments: [
        {
          method: 'upi',
          amountPaise: 294_882,
          reference: 'UPI 4242 1234 5678',
          recordedBy: as.admin.user.email,
        },
      ],
    });
    const mail = (await app.db.select().from(outbox)).find((row) => row.documentId !== null);
    expect(mail).toMatchObject({ recipient: as.client.user.email, documentId: paid.invoice!.id });
    expect(mail!.subject).toContain(numberOf('INV', 1));
    expect(mail!.body).toContain('₹2,948.82');
  });

  it('lets her and the admin download the invoice as a PDF, and answers another client 404', async () => {
    const [purchase] = (await call('GET', '/api/me/purchases', as.client.headers)).json<
      Purchase[]
    >();
    const url = `/api/invoices/${purchase!.invoice!.id}/pdf`;
    const hers = await call('GET', url, as.client.headers);
    expect(hers.statusCode).toBe(200);
    expect(hers.headers['content-type']).toBe('application/pdf');
    expect(hers.headers['content-disposition']).toContain(
      `${numberOf('INV', 1).replaceAll('/', '-')}.pdf`,
    );
    expect(hers.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', url, as.admin.headers)).statusCode).toBe(200);
    const theirs = await call('GET', url, as.other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<{ message: string }>().message).toBe(billingMessages.invoiceNotFound);
    expect((await call('GET', url, as.nutritionist.headers)).statusCode).toBe(403);
  });

  it('refuses to record a second payment for a paid purchase', async () => {
    const [purchase] = (
      await admin('GET', `/api/admin/clients/${as.client.user.id}/purchases`)
    ).json<Purchase[]>();
    const again = await admin('POST', `/api/admin/purchases/${purchase!.id}/payments`, {
      method: 'cash',
      paidOn: isoDateFromToday(ZONE, 0),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_PAID' });
  });

  it('charges IGST to a client in another state and starts her next package the day after the current one ends', async () => {
    const next = (await sell(as.client.user.id, { stateCode: '27' })).json<Purchase>();
    expect(next).toMatchObject({ totalPaise: 294_882, validFrom: isoDateFromToday(ZONE, 84) });
    await admin('POST', `/api/admin/purchases/${next.id}/payments`, {
      method: 'cash',
      paidOn: isoDateFromToday(ZONE, 0),
    });
    const documents = (
      await admin('GET', `/api/admin/invoices?month=${isoDateFromToday(ZONE, 0).slice(0, 7)}`)
    ).json<
      Array<{
        number: string;
        cgstPaise: number;
        sgstPaise: number;
        igstPaise: number;
        placeOfSupply: string;
      }>
    >();
    expect(documents.find((doc) => doc.number === numberOf('INV', 2))).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 44_982,
      placeOfSupply: '27',
    });
  });

  it('shows a client her own packages only, and another client’s purchase is 404 to her', async () => {
    const mine = await call('GET', '/api/me/purchases', as.client.headers);
    expect(mine.json<Purchase[]>()).toHaveLength(2);
    expect((await call('GET', '/api/me/purchases', as.other.headers)).json()).toEqual([]);
    const [purchase] = mine.json<Purchase[]>();
    const theirs = await call(
      'POST',
      `/api/me/purchases/${purchase!.id}/pay-link`,
      as.other.headers,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('lets her renew: the same package from the day after her last one ends, awaiting payment, once however often she taps', async () => {
    const [latest] = (await call('GET', '/api/me/purchases', as.client.headers)).json<Purchase[]>();
    const renew = () => call('POST', `/api/me/purchases/${latest!.id}/renew`, as.client.headers);
    const first = await renew();
    expect(first.statusCode).toBe(201);
    expect(first.json<Purchase>()).toMatchObject({
      status: 'awaitingPayment',
      packageId: goldId,
      validFrom: isoDateFromToday(ZONE, 168),
      totalPaise: 294_882,
    });
    expect((await renew()).json<Purchase>().id).toBe(first.json<Purchase>().id);
    expect(
      (await call('POST', `/api/me/purchases/${latest!.id}/renew`, as.other.headers)).statusCode,
    ).toBe(404);
  });

  it('refunds a paid purchase with a credit note against its invoice, once', async () => {
    const purchases = (
      await admin('GET', `/api/admin/clients/${as.client.user.id}/purchases`)
    ).json<Purchase[]>();
    const first = purchases.find((p) => p.invoice?.number === numberOf('INV', 1))!;
    const refunded = await admin('POST', `/api/admin/purchases/${first.id}/refund`, {
      reason: 'Moved abroad',
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: 'refunded',
      creditNote: { number: numberOf('CN', 1) },
    });
    const twice = await admin('POST', `/api/admin/purchases/${first.id}/refund`, {
      reason: 'Moved abroad',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'NOT_REFUNDABLE',
      message: billingMessages.alreadyRefunded,
    });
    const renew = await call('POST', `/api/me/purchases/${first.id}/renew`, as.client.headers);
    expect(renew.statusCode).toBe(409);
    expect(renew.json<{ message: string }>().message).toBe(billingMessages.refundedNotRenewable);
  });

  it('sums the month for the accountant: invoices less credit notes, by rate and by CGST, SGST and IGST', async () => {
    const month = isoDateFromToday(ZONE, 0).slice(0, 7);
    const summary = (
      await admin('GET', `/api/admin/tax-summary?month=${month}`)
    ).json<TaxSummary>();
    expect(summary.invoices).toMatchObject({
      documents: 2,
      taxablePaise: 499_800,
      totalPaise: 589_764,
    });
    expect(summary.creditNotes).toMatchObject({
      documents: 1,
      cgstPaise: 22_491,
      sgstPaise: 22_491,
    });
    expect(summary.net).toEqual({
      documents: 3,
      taxablePaise: 249_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 44_982,
      totalPaise: 294_882,
    });
    const csv = await admin('GET', `/api/admin/tax-summary.csv?month=${month}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('"Taxable value","CGST","SGST","IGST","Total"');
    expect(lines.find((line) => line.includes(numberOf('CN', 1)))).toContain(
      '"-2499.00","-224.91","-224.91","0.00","-2948.82"',
    );
    expect(lines.at(-1)).toContain(`"Net for ${month}"`);
  });

  it('refuses a month that is not one', async () => {
    const response = await admin('GET', '/api/admin/tax-summary?month=2026-13');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(billingMessages.monthInvalid);
  });
});
