// The journeys' Razorpay (issue 34): a small HTTP server on a free local port, never the
// internet. It checks each payment-link request as Razorpay documents it and answers like
// Razorpay; its own "hosted page" has one Pay button, which sends the app Razorpay's signed
// `payment_link.paid` webhook and then brings the browser back to the link's callback_url
// with Razorpay's documented query. The request and webhook shapes are the API tests' ones
// (apps/api/test/helpers/razorpay-stand-in.ts).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** The keys the e2e app servers are given (e2e/support/app-server.ts). */
export const STAND_IN_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_e2estandin',
  RAZORPAY_KEY_SECRET: 'e2e-stand-in-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'e2e-stand-in-webhook-secret',
};

const hmac = (secret, text) => createHmac('sha256', secret).update(text).digest('hex');
const newId = (prefix) => `${prefix}_${randomBytes(7).toString('hex')}`;
const rupees = (paise) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function wellFormed(request, body, keys) {
  const auth = `Basic ${Buffer.from(`${keys.RAZORPAY_KEY_ID}:${keys.RAZORPAY_KEY_SECRET}`).toString('base64')}`;
  return (
    request.headers.authorization === auth &&
    request.headers['content-type'] === 'application/json' &&
    Number.isInteger(body.amount) &&
    body.amount > 0 &&
    body.currency === 'INR' &&
    typeof body.reference_id === 'string' &&
    body.reference_id.length > 0 &&
    body.reference_id.length <= 40 &&
    typeof body.callback_url === 'string'
  );
}

const page = (link) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Stand-in Razorpay</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem">
<main><h1>Stand-in Razorpay — Pay ${escape(rupees(link.amount))}</h1>
<p>${escape(link.description ?? '')}</p>
<form method="post"><button type="submit" style="font-size: 1.25rem; padding: .5rem 2rem">Pay</button></form>
</main></body></html>`;

/**
 * Starts the stand-in. `appUrl` is where the webhook goes (the app may not be up yet: it is
 * only called when Pay is pressed). Answers its base URL, the links it made and stop().
 */
export async function startRazorpayStandIn({ appUrl, keys = STAND_IN_KEYS }) {
  const links = new Map();
  let base = '';
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      handle(request, raw, response).catch((error) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
    });
  });

  async function handle(request, raw, response) {
    const url = new URL(request.url ?? '/', base);
    if (request.method === 'POST' && url.pathname === '/v1/payment_links') {
      let body = {};
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        body = {};
      }
      if (!wellFormed(request, body, keys)) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'bad' } }));
        return;
      }
      const id = newId('plink');
      const link = { ...body, id, short_url: `${base}/pay/${id}`, status: 'created' };
      links.set(id, link);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id, short_url: link.short_url, status: 'created' }));
      return;
    }
    const match = /^\/pay\/(plink_[0-9a-f]+)$/.exec(url.pathname);
    const link = match ? links.get(match[1]) : undefined;
    if (!link) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No such link');
      return;
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(link));
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    const paymentId = link.paymentId ?? newId('pay');
    if (link.status !== 'paid') {
      await sendWebhook(link, paymentId);
      link.status = 'paid';
      link.paymentId = paymentId;
    }
    const back = new URL(link.callback_url);
    const query = {
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: 'paid',
    };
    // Razorpay signs the four values joined by "|" with the key secret.
    const signed = hmac(keys.RAZORPAY_KEY_SECRET, Object.values(query).join('|'));
    for (const [key, value] of Object.entries({ ...query, razorpay_signature: signed }))
      back.searchParams.set(key, value);
    response.writeHead(303, { location: back.toString() }).end();
  }

  /** Razorpay's `payment_link.paid` event, signed over the raw body with the webhook secret. */
  async function sendWebhook(link, paymentId) {
    const payment = {
      entity: {
        id: paymentId,
        entity: 'payment',
        amount: link.amount,
        currency: 'INR',
        status: 'captured',
        method: 'upi',
        notes: link.notes ?? {},
      },
    };
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_e2estandin',
      event: 'payment_link.paid',
      contains: ['payment_link', 'order', 'payment'],
      payload: {
        payment_link: {
          entity: {
            id: link.id,
            amount: link.amount,
            amount_paid: link.amount,
            currency: 'INR',
            reference_id: link.reference_id,
            status: 'paid',
          },
        },
        payment,
      },
    });
    const answer = await fetch(`${appUrl}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(keys.RAZORPAY_WEBHOOK_SECRET, body),
        'x-razorpay-event-id': newId('evt'),
      },
      body,
    });
    if (!answer.ok) throw new Error(`The app refused the webhook: ${answer.status}`);
  }

  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  return {
    url: base,
    links,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
