import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether a webhook came from Razorpay (issue 34, decision 030): its `X-Razorpay-Signature`
 * header is the hex HMAC-SHA256 of the request's raw body, keyed with the webhook secret
 * set in Razorpay's dashboard. Over the bytes as they came, never the JSON re-serialised
 * (a key's order or a space changes the digest), and compared in constant time, so the
 * answer's timing tells a forger nothing about how much of a guess was right.
 */
export function isRazorpaySignature(
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature || !secret || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
