import { describe, expect, it } from 'vitest';
import { isRazorpaySignature } from '#api/integrations/razorpay-signature.ts';

// A payment link's event, and its signature with the secret below, worked out apart from
// this code (Python's hmac module), so the test does not check the code against itself.
const body =
  '{"entity":"event","event":"payment_link.paid","payload":{"payment_link":{"entity":{"id":"plink_Nw1","reference_id":"NW-P-42"}}}}';
const secret = 'nw-webhook-secret';
const signature = 'c36dc01edf1b8b9e2c1b2dbf2d2e8197a7e9089d41e4501ab30c0f1b1a3dfa62';

describe('a Razorpay webhook’s signature', () => {
  it('is accepted over the raw body with the webhook secret, as text or bytes, in either case', () => {
    expect(isRazorpaySignature(body, signature, secret)).toBe(true);
    expect(isRazorpaySignature(Buffer.from(body), signature.toUpperCase(), secret)).toBe(true);
  });

  it('is refused for a body changed by one character, or the same JSON re-serialised', () => {
    expect(isRazorpaySignature(body.replace('NW-P-42', 'NW-P-43'), signature, secret)).toBe(false);
    expect(isRazorpaySignature(JSON.stringify(JSON.parse(body), null, 1), signature, secret)).toBe(
      false,
    );
  });

  it('is refused with another secret, or when missing, short or not hex', () => {
    expect(isRazorpaySignature(body, signature, 'another-secret')).toBe(false);
    expect(isRazorpaySignature(body, undefined, secret)).toBe(false);
    expect(isRazorpaySignature(body, signature.slice(0, 63), secret)).toBe(false);
    expect(isRazorpaySignature(body, `${signature.slice(0, 63)}z`, secret)).toBe(false);
    expect(isRazorpaySignature(body, signature, '')).toBe(false);
  });
});
