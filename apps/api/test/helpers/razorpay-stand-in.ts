import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export const STAND_IN_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_standin',
  RAZORPAY_KEY_SECRET: 'stand-in-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'stand-in-webhook-secret',
};

export interface Received {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * A stand-in for Razorpay's API on a free local port: it checks each request as Razorpay
 * documents it (Basic credentials of the configured keys, JSON, a whole positive amount in
 * paise, INR, a reference id) and answers like Razorpay, a created link, or a 400 in
 * Razorpay's error shape when the request is not well formed.
 */
export function razorpayStandIn(keys = STAND_IN_KEYS) {
  const received: Received[] = [];
  let links = 0;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      received.push({ method: request.method, path: request.url, headers: request.headers, body });
      const expectedAuth = `Basic ${Buffer.from(`${keys.RAZORPAY_KEY_ID}:${keys.RAZORPAY_KEY_SECRET}`).toString('base64')}`;
      const wellFormed =
        request.method === 'POST' &&
        request.url === '/v1/payment_links' &&
        request.headers.authorization === expectedAuth &&
        request.headers['content-type'] === 'application/json' &&
        Number.isInteger(body.amount) &&
        (body.amount as number) > 0 &&
        body.currency === 'INR' &&
        typeof body.reference_id === 'string' &&
        body.reference_id.length <= 40;
      response.setHeader('content-type', 'application/json');
      if (!wellFormed) {
        response.statusCode = 400;
        response.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'bad' } }));
        return;
      }
      links += 1;
      response.end(
        JSON.stringify({
          id: `plink_standin${links}`,
          short_url: `https://rzp.io/i/standin${links}`,
          status: 'created',
          reference_id: body.reference_id,
        }),
      );
    });
  });
  return {
    server,
    received,
    start: async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Razorpay's `payment_link.paid` event for a purchase, as its webhook documentation shows. */
export function paidEvent(options: {
  reference: string;
  linkId?: string;
  paymentId: string;
  amountPaise: number;
  event?: 'payment_link.paid' | 'payment.captured';
}) {
  const payment = {
    entity: {
      id: options.paymentId,
      entity: 'payment',
      amount: options.amountPaise,
      currency: 'INR',
      status: 'captured',
      method: 'upi',
      notes: { purchase_reference: options.reference },
    },
  };
  const event = options.event ?? 'payment_link.paid';
  return {
    entity: 'event',
    account_id: 'acc_standin',
    event,
    contains: event === 'payment_link.paid' ? ['payment_link', 'order', 'payment'] : ['payment'],
    payload:
      event === 'payment_link.paid'
        ? {
            payment_link: {
              entity: {
                id: options.linkId ?? 'plink_standin',
                amount: options.amountPaise,
                amount_paid: options.amountPaise,
                currency: 'INR',
                reference_id: options.reference,
                status: 'paid',
              },
            },
            payment,
          }
        : { payment },
  };
}

/** The delivery Razorpay makes: the raw body, its signature and its event id. */
export function signedDelivery(
  body: object,
  eventId: string,
  secret = STAND_IN_KEYS.RAZORPAY_WEBHOOK_SECRET,
) {
  const payload = JSON.stringify(body);
  return {
    method: 'POST' as const,
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret).update(payload).digest('hex'),
      'x-razorpay-event-id': eventId,
    },
    payload,
  };
}

/**
 * A stand-in started for a test file, and the environment that points the app at it with
 * the stand-in's keys (read it inside a suite's set-up: the port is known once started).
 */
export function standInForFile() {
  const standIn = razorpayStandIn();
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await standIn.start();
  });
  afterAll(() => standIn.stop());
  return {
    received: standIn.received,
    env: () => ({ ...STAND_IN_KEYS, RAZORPAY_BASE_URL: baseUrl }),
  };
}
