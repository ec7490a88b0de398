import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether a webhook post came from the WhatsApp platform (issue 36): its
 * `X-Hub-Signature-256` header is `sha256=` and the hex HMAC-SHA256 of the raw body, keyed
 * with the app secret. As with Razorpay's (decision 030): over the bytes as they came,
 * never re-serialised JSON, and compared in constant time.
 */
export function isWhatsappSignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match?.[1] || !appSecret) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}
