/**
 * Razorpay Payment Links (issue 34, decision 030): `POST {base}/v1/payment_links` with the
 * key id and secret as HTTP Basic credentials and a JSON body in Razorpay's documented shape
 * (amount in paise, currency INR, the purchase's reference id, a callback back to the app).
 * Razorpay's own SMS and email stay off: the practice sends the link itself, in the client's
 * language. A refusal is thrown with Razorpay's error code only, never the request's values
 * (her name, email and phone must not reach a log line).
 */
export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  /** https://api.razorpay.com, or a local stand-in in tests. */
  baseUrl: string;
}

export interface PaymentLinkRequest {
  amountPaise: number;
  /** The purchase's reference (at most 40 characters): how the webhook finds it again. */
  referenceId: string;
  description: string;
  /** Only what may show on Razorpay's page: a link anyone may open names no one. */
  customer: {
    name?: string | undefined;
    email?: string | undefined;
    contact?: string | undefined;
  };
  /** Where Razorpay sends her back once she has paid. */
  callbackUrl: string;
  expiresAt?: Date | undefined;
}

export interface PaymentLink {
  id: string;
  shortUrl: string;
  status: string;
}

/** Why Razorpay refused: its status and error code, nothing of what was sent. */
export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`Razorpay answered ${status} (${code})`);
  }
}

export type RazorpayLinks = ReturnType<typeof createRazorpayLinks>;

export function createRazorpayLinks(keys: RazorpayKeys, fetchImpl: typeof fetch = fetch) {
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  return {
    async create(link: PaymentLinkRequest): Promise<PaymentLink> {
      if (!Number.isSafeInteger(link.amountPaise) || link.amountPaise <= 0)
        throw new RangeError('A payment link is for a whole, positive number of paise');
      const response = await fetchImpl(`${keys.baseUrl.replace(/\/$/, '')}/v1/payment_links`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: link.amountPaise,
          currency: 'INR',
          accept_partial: false,
          reference_id: link.referenceId,
          // Carried onto the payment, so payment.captured finds the purchase too.
          notes: { purchase_reference: link.referenceId },
          description: link.description,
          customer: link.customer,
          notify: { sms: false, email: false },
          reminder_enable: false,
          callback_url: link.callbackUrl,
          callback_method: 'get',
          ...(link.expiresAt ? { expire_by: Math.floor(link.expiresAt.getTime() / 1000) } : {}),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        id?: string;
        short_url?: string;
        status?: string;
        error?: { code?: string };
      };
      if (!response.ok || !answer.id || !answer.short_url)
        throw new RazorpayError(response.status, answer.error?.code ?? 'UNEXPECTED_ANSWER');
      return { id: answer.id, shortUrl: answer.short_url, status: answer.status ?? 'created' };
    },
  };
}
