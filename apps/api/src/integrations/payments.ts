/**
 * Payment links. With the practice's UPI id configured, the link is a standard UPI
 * deep link (NPCI's `upi://pay` format) that opens any UPI app with payee, amount and
 * reference filled in. Without it there is no link and the practice sends one itself.
 */
export interface PaymentLinks {
  linkFor: (payment: { amount: number; reference: string; plan: string }) => string | null;
}

export function createPaymentLinks(options: {
  upiId: string | undefined;
  payeeName: string;
}): PaymentLinks {
  return {
    linkFor: ({ amount, reference, plan }) => {
      if (!options.upiId || amount <= 0) return null;
      const params = new URLSearchParams({
        pa: options.upiId,
        pn: options.payeeName,
        am: amount.toFixed(2),
        cu: 'INR',
        tr: reference,
        tn: `${plan} ${reference}`,
      });
      return `upi://pay?${params.toString()}`;
    },
  };
}
