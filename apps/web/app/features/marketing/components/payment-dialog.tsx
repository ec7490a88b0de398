import { useEffect } from 'react';
import { toast } from 'sonner';
import { formatRupees, paymentFormSchema, PRICED_PLANS, publicMessages } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { api } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import type { PricingPlan } from '#web/features/marketing/content/types.ts';

interface PaymentDialogProps {
  plan: PricingPlan;
  onClose: () => void;
}

/**
 * "Pay now": a phone number, the plan's amount (or Gold's, on upgrade), and the link by
 * WhatsApp / SMS.
 */
export default function PaymentDialog({ plan, onClose }: PaymentDialogProps) {
  const form = useApiForm(
    paymentFormSchema,
    { phone: '', upgrade: false },
    { failureText: () => publicMessages.paymentFailed },
  );
  const custom = plan.price === 0;
  const upgrade = form.watch('upgrade');
  const amount = plan.id === 'silver' && upgrade ? PRICED_PLANS.gold.price : plan.price;
  const { failure, setError } = form;

  // A failed payment is said under the phone number, so editing the number clears it.
  useEffect(() => {
    if (failure) setError('phone', { message: failure });
  }, [failure, setError]);

  const onSubmit = form.submit(async ({ phone }) => {
    const result = await api.pay({ body: { phone, amount } });
    toast.success(result.message, {
      description: `${result.instructions} Reference ${result.reference}.`,
      duration: 15_000,
    });
    onClose();
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={plan.name}
      description={
        custom
          ? 'Leave your number and our team will agree a plan and price with you.'
          : `Amount: ${formatRupees(amount)}. We will send a payment link to your WhatsApp / SMS.`
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {plan.id === 'silver' && (
          <label className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-stone-800">
            <input
              type="checkbox"
              {...form.register('upgrade')}
              className="mt-0.5 h-5 w-5 accent-emerald-700"
            />
            <span>
              Upgrade to the Gold Plan for {formatRupees(PRICED_PLANS.gold.price)} — unlimited
              consultations for {PRICED_PLANS.gold.validDays} days.
            </span>
          </label>
        )}
        <TextField
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          {...form.field('phone')}
        />
        <Button type="submit" className="w-full" disabled={form.pending}>
          {form.pending
            ? 'Processing...'
            : custom
              ? 'Pay Custom Price'
              : `Pay ${formatRupees(amount)}`}
        </Button>
        <p className="text-sm text-stone-600">
          After paying, upload your receipt on WhatsApp so we can verify it and start your plan.
        </p>
      </form>
    </Modal>
  );
}
