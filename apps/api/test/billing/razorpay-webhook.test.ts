import { beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, type Purchase } from '@nourishwell/shared';
import { outbox, payments, razorpayEvents } from '#api/db/schema/index.ts';
import { paidEvent, standInForFile, signedDelivery } from '../helpers/razorpay-stand-in.ts';
import { billingSuite, GOLD, numberOf, PRACTICE } from './billing-fixture.ts';

const standIn = standInForFile();

describe('paying online through Razorpay (issue 34)', () => {
  const { app, as, call, admin } = billingSuite(standIn.env);
  let purchase: Purchase;
  const reference = () => `NW-P${String(purchase.id).padStart(6, '0')}`;

  beforeAll(async () => {
    await admin('PUT', '/api/admin/billing-settings', PRACTICE);
    const gold = (await admin('POST', '/api/admin/packages', GOLD)).json<{ id: number }>();
    purchase = (
      await admin('POST', `/api/admin/clients/${as.client.user.id}/purchases`, {
        packageId: gold.id,
        stateCode: '29',
      })
    ).json<Purchase>();
  });

  it('makes a Razorpay payment link for a sale, in paise and INR, with the purchase’s reference', async () => {
    expect(purchase.payUrl).toBe('https://rzp.io/i/standin1');
    expect(standIn.received[0]!.body).toMatchObject({
      amount: 294_882,
      currency: 'INR',
      reference_id: reference(),
      notify: { sms: false, email: false },
      notes: { purchase_reference: reference() },
    });
  });

  it('sends her the link by email in the message that asks her to pay', async () => {
    const mail = (await app.db.select().from(outbox)).find((row) => row.kind === 'invoice');
    expect(mail).toMatchObject({ recipient: as.client.user.email });
    expect(mail!.body).toContain('https://rzp.io/i/standin1');
  });

  it('gives her “Pay now” the same link, not a second one', async () => {
    const response = await call(
      'POST',
      `/api/me/purchases/${purchase.id}/pay-link`,
      as.client.headers,
    );
    expect(response.json()).toEqual({ url: 'https://rzp.io/i/standin1', kind: 'razorpay' });
    expect(standIn.received).toHaveLength(1);
  });

  it('refuses a delivery whose signature does not match its body with 400, and records nothing', async () => {
    const delivery = signedDelivery(
      paidEvent({ reference: reference(), paymentId: 'pay_forged', amountPaise: 294_882 }),
      'evt_forged',
      'not-the-webhook-secret',
    );
    const response = await app.app.inject(delivery);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(billingMessages.webhookSignature);
    const unsigned = await app.app.inject({
      ...delivery,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await app.db.select().from(payments)).toEqual([]);
    expect(await app.db.select().from(razorpayEvents)).toEqual([]);
  });

  it('refuses a body changed after signing, even by one space', async () => {
    const delivery = signedDelivery(
      paidEvent({ reference: reference(), paymentId: 'pay_1', amountPaise: 294_882 }),
      'evt_changed',
    );
    const response = await app.app.inject({ ...delivery, payload: `${delivery.payload} ` });
    expect(response.statusCode).toBe(400);
  });

  it('marks the purchase paid and issues its invoice once, however often and in whichever order the events come', async () => {
    const linkPaid = signedDelivery(
      paidEvent({ reference: reference(), paymentId: 'pay_1', amountPaise: 294_882 }),
      'evt_link_paid',
    );
    const captured = signedDelivery(
      paidEvent({
        reference: reference(),
        paymentId: 'pay_1',
        amountPaise: 294_882,
        event: 'payment.captured',
      }),
      'evt_captured',
    );
    const outcomes = await Promise.all(
      [captured, linkPaid, linkPaid].map(async (delivery) => {
        const response = await app.app.inject(delivery);
        expect(response.statusCode).toBe(200);
        return response.json<{ outcome: string }>().outcome;
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(2);
    const [paid] = (await call('GET', '/api/me/purchases', as.client.headers)).json<Purchase[]>();
    expect(paid).toMatchObject({
      status: 'active',
      payUrl: null,
      invoice: { number: numberOf('INV', 1) },
      payments: [
        { method: 'razorpay', amountPaise: 294_882, reference: 'pay_1', recordedBy: null },
      ],
    });
  });

  it('does not start the package on a payment of the wrong amount, and notes the event as such', async () => {
    const other = (
      await admin('POST', `/api/admin/clients/${as.other.user.id}/purchases`, {
        packageId: purchase.packageId,
        stateCode: null,
      })
    ).json<Purchase>();
    const response = await app.app.inject(
      signedDelivery(
        paidEvent({
          reference: `NW-P${String(other.id).padStart(6, '0')}`,
          paymentId: 'pay_short',
          amountPaise: 100,
        }),
        'evt_short',
      ),
    );
    expect(response.json()).toEqual({ outcome: 'amountMismatch' });
    const [still] = (await call('GET', '/api/me/purchases', as.other.headers)).json<Purchase[]>();
    expect(still).toMatchObject({ status: 'awaitingPayment', invoice: null });
  });

  it('acknowledges an event it does not act on', async () => {
    const response = await app.app.inject(
      signedDelivery({ entity: 'event', event: 'refund.processed', payload: {} }, 'evt_refund'),
    );
    expect(response.json()).toEqual({ outcome: 'ignored' });
  });
});

describe('paying without Razorpay configured', () => {
  const { as, call, admin } = billingSuite(() => ({ PAYMENT_UPI_ID: 'nourishwell@okhdfcbank' }));

  it('offers a UPI link for the exact amount to the paisa', async () => {
    await admin('PUT', '/api/admin/billing-settings', PRACTICE);
    const gold = (await admin('POST', '/api/admin/packages', GOLD)).json<{ id: number }>();
    const purchase = (
      await admin('POST', `/api/admin/clients/${as.client.user.id}/purchases`, {
        packageId: gold.id,
        stateCode: null,
      })
    ).json<Purchase>();
    expect(purchase.payUrl).toBeNull();
    const link = (
      await call('POST', `/api/me/purchases/${purchase.id}/pay-link`, as.client.headers)
    ).json<{
      url: string;
      kind: string;
    }>();
    expect(link.kind).toBe('upi');
    expect(new URL(link.url).searchParams.get('am')).toBe('2948.82');
  });
});
