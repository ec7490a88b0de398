import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, paymentRequests, payments, purchases } from '#api/db/schema/index.ts';
import { paidEvent, standInForFile, signedDelivery } from '../helpers/razorpay-stand-in.ts';
import { billingSuite, GOLD, PRACTICE } from './billing-fixture.ts';

/** The public site's plan as the catalogue sells it (the demo catalogue's name). */
const GOLD_PLAN = { ...GOLD, name: 'Gold Plan' };
const HER_PHONE = '9812300001';
const STRANGER_PHONE = '9812300002';
/** ₹2,499 and 18 % GST in the practice's state (CGST + SGST), in paise. */
const GOLD_TOTAL = 294_882;

const standIn = standInForFile();

function suite(env: () => Record<string, string>) {
  const s = billingSuite(env);
  beforeAll(async () => {
    await s.admin('PUT', '/api/admin/billing-settings', PRACTICE);
    await s.admin('POST', '/api/admin/packages', GOLD_PLAN);
    await s.app.db
      .update(clients)
      .set({ phone: HER_PHONE })
      .where(eq(clients.id, s.as.client.user.id));
  });
  const pay = (phone: string, amount = 2499) =>
    s.app.app.inject({ method: 'POST', url: '/api/users/pay', payload: { phone, amount } });
  return { ...s, pay };
}

describe('“Pay now” on the public site with Razorpay (issue 34)', () => {
  const { app, as, admin, pay } = suite(standIn.env);
  const lastLink = () => standIn.received.at(-1)!.body;

  it('sells the plan to the client with that phone, awaiting payment, and answers Razorpay’s page', async () => {
    const response = await pay(HER_PHONE);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ payUrl?: string; reference: string }>();
    expect(body.payUrl).toMatch(/^https:\/\/rzp\.io\/i\/standin\d+$/);
    const [purchase] = await app.db
      .select()
      .from(purchases)
      .where(eq(purchases.clientId, as.client.user.id));
    expect(purchase).toMatchObject({
      packageName: 'Gold Plan',
      status: 'awaiting_payment',
      totalPaise: GOLD_TOTAL,
      createdBy: null,
      razorpayLinkUrl: body.payUrl,
    });
    // A stranger may type her phone: Razorpay's page must not learn her name or email.
    expect(lastLink()).toMatchObject({
      amount: GOLD_TOTAL,
      currency: 'INR',
      reference_id: `NW-P${String(purchase!.id).padStart(6, '0')}`,
      customer: { contact: `+91${HER_PHONE}` },
    });
    expect(Object.keys(lastLink().customer as object)).toEqual(['contact']);
    const [row] = await app.db.select().from(auditLog).where(eq(auditLog.entity, 'purchase'));
    expect(row).toMatchObject({ actorId: null, actorRole: 'system', subjectId: as.client.user.id });
  });

  it('gives the same purchase and link to a second tap rather than a second sale', async () => {
    const before = standIn.received.length;
    const first = await app.db.select().from(purchases);
    const response = await pay(HER_PHONE);
    expect(response.json<{ payUrl?: string }>().payUrl).toBe(first[0]!.razorpayLinkUrl);
    expect(await app.db.select().from(purchases)).toHaveLength(1);
    expect(standIn.received).toHaveLength(before);
  });

  it('answers a phone no client has alike, with a link for the payment request', async () => {
    const response = await pay(STRANGER_PHONE);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ payUrl?: string; reference: string }>();
    expect(Object.keys(body).sort()).toEqual(['instructions', 'message', 'payUrl', 'reference']);
    expect(body.payUrl).toMatch(/^https:\/\/rzp\.io\/i\/standin\d+$/);
    expect(lastLink()).toMatchObject({
      amount: GOLD_TOTAL,
      currency: 'INR',
      reference_id: `REQ-${body.reference}`,
      customer: { contact: `+91${STRANGER_PHONE}` },
      callback_url: expect.stringMatching(/\/dashboard\/client\/packages\?paid=1$/),
    });
    expect(await app.db.select().from(purchases)).toHaveLength(1);
    const [request] = await app.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.reference, body.reference));
    expect(request).toMatchObject({ status: 'pending', paymentLink: body.payUrl });

    // Razorpay's webhook for that link marks the request paid, once; no purchase is paid.
    const event = paidEvent({
      reference: `REQ-${body.reference}`,
      paymentId: 'pay_stranger',
      amountPaise: GOLD_TOTAL,
    });
    const delivered = await app.app.inject(signedDelivery(event, 'evt_stranger'));
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ outcome: 'requestPaid' });
    const again = await app.app.inject(signedDelivery(event, 'evt_stranger'));
    expect(again.json()).toEqual({ outcome: 'duplicate' });
    const captured = await app.app.inject(
      signedDelivery({ ...event, event: 'payment.captured' }, 'evt_stranger_captured'),
    );
    expect(captured.json()).toEqual({ outcome: 'alreadyPaid' });
    const [paid] = await app.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.reference, body.reference));
    expect(paid?.status).toBe('paid');
    expect(await app.db.select().from(payments)).toEqual([]);
  });

  it('keeps a forged delivery for a payment request from marking it paid (400)', async () => {
    const response = await pay('9812300003');
    const { reference } = response.json<{ reference: string }>();
    const forged = signedDelivery(
      paidEvent({ reference: `REQ-${reference}`, paymentId: 'pay_forged', amountPaise: 1 }),
      'evt_forged_request',
      'not-the-webhook-secret',
    );
    expect((await app.app.inject(forged)).statusCode).toBe(400);
    const [row] = await app.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.reference, reference));
    expect(row?.status).toBe('pending');
  });

  it('keeps the site’s price: a catalogue package priced otherwise gets today’s link, not Razorpay’s', async () => {
    const [gold] = (await admin('GET', '/api/admin/packages')).json<Array<{ id: number }>>();
    await admin('PUT', `/api/admin/packages/${gold!.id}`, { ...GOLD_PLAN, pricePaise: 279_900 });
    const response = await pay('9812300004');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ payUrl?: string }>().payUrl).toBeUndefined();
  });
});

describe('“Pay now” on the public site without Razorpay', () => {
  const { app, pay } = suite(() => ({}));

  it('answers as before: no payUrl, no purchase, the request pending', async () => {
    const before = standIn.received.length;
    const response = await pay(HER_PHONE);
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, string>>();
    expect(Object.keys(body).sort()).toEqual(['instructions', 'message', 'reference']);
    expect(body.message).toBe('Payment link sent to your WhatsApp / SMS');
    expect(await app.db.select().from(purchases)).toEqual([]);
    const [request] = await app.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.reference, body.reference!));
    expect(request).toMatchObject({ status: 'pending', plan: 'Gold Plan', amount: 2499 });
    expect(standIn.received).toHaveLength(before);
  });
});
