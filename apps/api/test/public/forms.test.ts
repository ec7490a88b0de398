import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import {
  buildTestApp,
  capturingTransport,
  eventually,
  type TestApp,
} from '../helpers/build-test-app.ts';

const enquiry = {
  name: 'Lakshmi Pillai',
  illness: 'Thyroid and weight gain',
  phone: '98470 12345',
  email: 'Lakshmi@Example.test',
  country: 'India',
  state: 'Kerala',
  language: 'Malayalam',
  acceptedTnC: true,
};

describe('public forms', () => {
  let t0: TestApp;
  const { transport, sent } = capturingTransport();

  beforeAll(async () => {
    t0 = await buildTestApp(
      { PRACTICE_EMAIL: 'team@practice.test', PAYMENT_UPI_ID: 'nourishwell@okhdfcbank' },
      { transports: [transport] },
    );
  });
  afterAll(() => t0.close());

  const post = (url: string, payload: object) => t0.app.inject({ method: 'POST', url, payload });

  describe('POST /api/users/sendmail', () => {
    it('stores the enquiry, mails the practice and answers a plain-text thank-you', async () => {
      const response = await post('/api/users/sendmail', enquiry);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe(
        'Thank you, Lakshmi! We have received your enquiry and will call you within 2 business days.',
      );
      const [row] = await t0.db
        .select()
        .from(t.enquiries)
        .where(eq(t.enquiries.email, 'lakshmi@example.test'));
      expect(row).toMatchObject({
        phone: '9847012345',
        state: 'Kerala',
        country: 'India',
        acceptedTnc: true,
      });
      const mail = await eventually(() => sent.find((m) => m.subject?.includes('Lakshmi Pillai')));
      expect(mail).toMatchObject({ channel: 'email', recipient: 'team@practice.test' });
      expect(mail.body).toContain('Thyroid and weight gain');
    });

    it('drops the state of a visitor outside India and accepts an international number', async () => {
      const response = await post('/api/users/sendmail', {
        ...enquiry,
        email: 'abroad@example.test',
        country: 'Outside India',
        state: 'Kerala',
        phone: '+44 20 7946 0958',
      });
      expect(response.statusCode).toBe(200);
      const [row] = await t0.db
        .select()
        .from(t.enquiries)
        .where(eq(t.enquiries.email, 'abroad@example.test'));
      expect(row?.state).toBeNull();
    });

    it.each([
      ['name', { name: ' ' }, 'Please enter your name.'],
      ['illness', { illness: '' }, 'Please tell us your health concern.'],
      ['email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
      ['phone', { phone: '12345' }, 'Please enter a valid phone number'],
      ['acceptedTnC', { acceptedTnC: false }, 'Please accept the terms and conditions.'],
      ['state', { state: 'Atlantis' }, 'Please choose your state.'],
      ['name', { name: 'x'.repeat(121) }, 'Please keep this under 120 characters.'],
    ])('refuses a bad %s with 400 and its message', async (_field, change, message) => {
      const response = await post('/api/users/sendmail', { ...enquiry, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });
  });

  describe('POST /api/reachout', () => {
    it('stores the message, mails the practice and thanks the visitor', async () => {
      const response = await post('/api/reachout', {
        name: 'Imran',
        email: 'imran@example.test',
        concern: 'Do you coach teenagers?',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Thank you! We will reach out to you in 2 business days.',
      });
      expect(await t0.db.select().from(t.reachOuts)).toHaveLength(1);
      await eventually(() => sent.find((m) => m.subject === 'Reach out: Imran'));
    });

    it('refuses an empty concern and an over-long one', async () => {
      const empty = await post('/api/reachout', {
        name: 'Imran',
        email: 'imran@example.test',
        concern: '',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Please tell us how we can help.');
      const long = await post('/api/reachout', {
        name: 'Imran',
        email: 'imran@example.test',
        concern: 'x'.repeat(2001),
      });
      expect(long.statusCode).toBe(400);
    });
  });

  describe('POST /api/users/pay', () => {
    it('stores a pending request with a reference and sends a UPI link by WhatsApp', async () => {
      const response = await post('/api/users/pay', { phone: '9876543210', amount: 2499 });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe('Payment link sent to your WhatsApp / SMS');
      expect(body.reference).toMatch(/^NW-[2-9A-HJ-NP-Z]{8}$/);
      const [row] = await t0.db
        .select()
        .from(t.paymentRequests)
        .where(eq(t.paymentRequests.reference, body.reference));
      expect(row).toMatchObject({
        status: 'pending',
        amount: 2499,
        plan: 'Gold Plan',
        phone: '9876543210',
      });
      expect(row?.paymentLink).toContain('upi://pay?pa=nourishwell%40okhdfcbank');
      expect(row?.paymentLink).toContain('am=2499.00');
      const message = await eventually(() =>
        sent.find((m) => m.channel === 'whatsapp' && m.body.includes(body.reference)),
      );
      expect(message.recipient).toBe('+919876543210');
      expect(message.body).toContain('₹2,499');
      // She never wrote to us: WhatsApp takes it only as the practice's template.
      expect(message.kind).toBe('paymentRequest');
      expect(message.templateParams).toEqual([
        'Gold Plan',
        '₹2,499',
        row?.paymentLink,
        body.reference,
      ]);
    });

    it('asks the team to call back for a custom price (amount 0), not as a payment link', async () => {
      const response = await post('/api/users/pay', { phone: '9876543211', amount: 0 });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatch(/custom price/);
      const [row] = await t0.db
        .select()
        .from(t.outbox)
        .where(eq(t.outbox.recipient, '+919876543211'));
      expect(row).toMatchObject({ kind: 'enquiry', templateParams: null });
      expect(row?.body).toContain('Our team will call you');
    });

    it.each([1, 500, 1500, 3499, -999])('refuses an amount no plan has (%i)', async (amount) => {
      const response = await post('/api/users/pay', { phone: '9876543210', amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please choose one of our plans.');
    });

    it.each(['5876543210', '987654321', 'abcdefghij', ''])(
      'refuses the phone "%s" with the spec message',
      async (phone) => {
        const response = await post('/api/users/pay', { phone, amount: 999 });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Please enter a valid phone number');
      },
    );
  });
});

describe('public form rate limits', () => {
  it('answers 429 with a message when one address sends too many forms', async () => {
    const app = await buildTestApp({ FORM_MAX_PER_IP: '2' });
    try {
      const send = (n: number) =>
        app.app.inject({
          method: 'POST',
          url: '/api/reachout',
          payload: { name: 'A', email: `a${n}@example.test`, concern: 'hello' },
        });
      expect((await send(1)).statusCode).toBe(200);
      expect((await send(2)).statusCode).toBe(200);
      const blocked = await send(3);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/too many requests/i);
      for (const url of ['/api/users/sendmail', '/api/users/pay', '/api/users/forgotpassword']) {
        expect((await app.app.inject({ method: 'POST', url, payload: {} })).statusCode).not.toBe(
          429,
        );
      }
    } finally {
      await app.close();
    }
  });

  it('answers 429 when one email sends too many forms from many addresses', async () => {
    const app = await buildTestApp({ FORM_MAX_PER_KEY: '2' });
    try {
      const send = (ip: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/reachout',
          remoteAddress: ip,
          payload: { name: 'A', email: 'same@example.test', concern: 'hello' },
        });
      expect((await send('10.0.0.1')).statusCode).toBe(200);
      expect((await send('10.0.0.2')).statusCode).toBe(200);
      const blocked = await send('10.0.0.3');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/several times/);
    } finally {
      await app.close();
    }
  });
});
