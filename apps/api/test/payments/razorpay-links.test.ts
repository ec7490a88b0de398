import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayLinks, RazorpayError } from '#api/integrations/razorpay-links.ts';

interface Received {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * A stand-in for Razorpay's API on a free local port: it checks each request as Razorpay
 * documents it (Basic credentials, JSON, amount in paise, INR) and answers like Razorpay,
 * a created link, or a 400 with Razorpay's error shape when the shape is wrong.
 */
function standIn() {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      received.push({ method: request.method, path: request.url, headers: request.headers, body });
      const expectedAuth = `Basic ${Buffer.from('rzp_test_key:rzp_test_secret').toString('base64')}`;
      const wellFormed =
        request.headers.authorization === expectedAuth &&
        request.headers['content-type'] === 'application/json' &&
        Number.isInteger(body.amount) &&
        body.currency === 'INR';
      response.setHeader('content-type', 'application/json');
      if (!wellFormed) {
        response.statusCode = 400;
        response.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'bad' } }));
        return;
      }
      response.end(
        JSON.stringify({ id: 'plink_Nw1', short_url: 'https://rzp.io/i/nw1', status: 'created' }),
      );
    });
  });
  return { server, received };
}

describe('a Razorpay payment link, against a local stand-in', () => {
  const { server, received } = standIn();
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const links = () =>
    createRazorpayLinks({ keyId: 'rzp_test_key', keySecret: 'rzp_test_secret', baseUrl });

  it('is created with Razorpay’s documented request, and answers its id and short link', async () => {
    const link = await links().create({
      amountPaise: 2_948_82,
      referenceId: 'NW-P-42',
      description: 'Gold, 3 months',
      customer: { name: 'Meera Iyer', email: 'meera@nourishwell.test', contact: '+919876543210' },
      callbackUrl: 'https://care.example.in/dashboard/client/packages',
      expiresAt: new Date('2026-12-05T00:00:00Z'),
    });
    expect(link).toEqual({ id: 'plink_Nw1', shortUrl: 'https://rzp.io/i/nw1', status: 'created' });
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payment_links');
    expect(request?.body).toEqual({
      amount: 294882,
      currency: 'INR',
      accept_partial: false,
      reference_id: 'NW-P-42',
      notes: { purchase_reference: 'NW-P-42' },
      description: 'Gold, 3 months',
      customer: { name: 'Meera Iyer', email: 'meera@nourishwell.test', contact: '+919876543210' },
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_url: 'https://care.example.in/dashboard/client/packages',
      callback_method: 'get',
      expire_by: 1796428800,
    });
  });

  it('says why Razorpay refused by its status and code, with nothing of what was sent', async () => {
    const wrong = createRazorpayLinks({ keyId: 'rzp_test_key', keySecret: 'wrong', baseUrl });
    const refused = await wrong
      .create({
        amountPaise: 100,
        referenceId: 'NW-P-43',
        description: 'Silver',
        customer: { name: 'Meera Iyer', email: 'meera@nourishwell.test' },
        callbackUrl: 'https://care.example.in/',
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RazorpayError);
    expect(refused).toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR' });
    expect(String((refused as Error).message)).not.toMatch(/Meera|nourishwell\.test/);
  });

  it('refuses to ask for an amount that is not a whole, positive number of paise', async () => {
    const before = received.length;
    for (const amountPaise of [0, -100, 2948.82])
      await expect(
        links().create({
          amountPaise,
          referenceId: 'NW-P-44',
          description: 'Silver',
          customer: { name: 'Meera Iyer' },
          callbackUrl: 'https://care.example.in/',
        }),
      ).rejects.toThrow(RangeError);
    expect(received).toHaveLength(before);
  });
});
