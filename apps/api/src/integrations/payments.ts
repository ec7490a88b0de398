/**
 * Payment links. With the practice's UPI id configured, the link is a standard UPI
 * deep link (NPCI's `upi://pay` format) that opens any UPI app with payee, amount and
 * reference filled in. Without it there is no link and the practice sends one itself.
 */
export interface PaymentLinks {
  /** The amount is whole paise (decision 030); the link writes it as rupees to the paisa. */
  linkFor: (payment: { amountPaise: number; reference: string; plan: string }) => string | null;
}

export function createPaymentLinks(options: {
  upiId: string | undefined;
  payeeName: string;
}): PaymentLinks {
  return {
    linkFor: ({ amountPaise, reference, plan }) => {
      if (!options.upiId || !Number.isSafeInteger(amountPaise) || amountPaise <= 0) return null;
      const amount = `${Math.floor(amountPaise / 100)}.${String(amountPaise % 100).padStart(2, '0')}`;
      const params = new URLSearchParams({
        pa: options.upiId,
        pn: options.payeeName,
        am: amount,
        cu: 'INR',
        tr: reference,
        tn: `${plan} ${reference}`,
      });
      return `upi://pay?${params.toString()}`;
    },
  };
}
