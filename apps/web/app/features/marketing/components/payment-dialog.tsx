import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { formatRupees, paymentFormSchema, PRICED_PLANS } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { ModalFrame } from '#web/components/ui/modal-frame.tsx';
import { api } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import {
  islandSayError,
  say,
  type IslandErrors,
  type IslandTexts,
} from '#web/lib/i18n/island-texts.tsx';
import type { PricingPlan } from '#web/features/marketing/content/types.ts';
import { usePlanGst } from './plan-gst.ts';

interface PaymentDialogProps {
  plan: PricingPlan;
  /** The plan's name in the page's language. */
  planName: string;
  /** The dialog's texts (`pay.*`), in the page's language: it is part of the plans island. */
  texts: IslandTexts;
  /** On a Hindi page, the error texts its own check may say. */
  errors?: IslandErrors;
  onClose: () => void;
}

/** Razorpay's page; plain http only on this machine (the journeys' stand-in gateway). */
const PAY_PAGE = /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)[:/])/i;

/**
 * "Pay now": a phone number, the plan's amount (or Gold's, on upgrade), and the link by
 * WhatsApp / SMS. With Razorpay set up (issue 34) the answer names its payment page
 * (`payUrl`), and the dialog goes there in this tab; Razorpay brings her back to her packages.
 */
export default function PaymentDialog({
  plan,
  planName,
  texts,
  errors,
  onClose,
}: PaymentDialogProps) {
  const form = useApiForm(
    paymentFormSchema,
    { phone: '', upgrade: false },
    { failureText: () => say(texts, 'pay.failed'), sayError: islandSayError(errors) },
  );
  const custom = plan.price === 0;
  const upgrade = form.watch('upgrade');
  const amount = plan.id === 'silver' && upgrade ? PRICED_PLANS.gold.price : plan.price;
  const { failure, setError } = form;
  const [leaving, setLeaving] = useState(false);
  const gst = usePlanGst(
    upgrade || plan.id === 'gold' ? PRICED_PLANS.gold.name : PRICED_PLANS.silver.name,
    amount,
  );

  // A failed payment is said under the phone number, so editing the number clears it.
  useEffect(() => {
    if (failure) setError('phone', { message: failure });
  }, [failure, setError]);

  const onSubmit = form.submit(async ({ phone }) => {
    const result = await api.pay({ body: { phone, amount } });
    if (result.payUrl && PAY_PAGE.test(result.payUrl)) {
      setLeaving(true);
      window.location.assign(result.payUrl);
      return;
    }
    toast.success(result.message, {
      description: say(texts, 'pay.reference', {
        instructions: result.instructions,
        reference: result.reference,
      }),
      duration: 15_000,
    });
    onClose();
  });

  return (
    // The frame without the catalogue: this dialog is part of an island (decision 029).
    <ModalFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title={planName}
      closeLabel={say(texts, 'pay.close')}
      description={
        custom
          ? say(texts, 'pay.customDescription')
          : say(texts, 'pay.description', { amount: formatRupees(amount) })
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
              {say(texts, 'pay.upgrade', {
                price: formatRupees(PRICED_PLANS.gold.price),
                days: PRICED_PLANS.gold.validDays,
              })}
            </span>
          </label>
        )}
        {gst && (
          <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
            {say(texts, 'pay.gst', { rate: gst.rate, tax: gst.tax, total: gst.total })}
          </p>
        )}
        <TextField
          label={say(texts, 'pay.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={say(texts, 'pay.phonePlaceholder')}
          {...form.field('phone')}
        />
        <Button type="submit" className="w-full" disabled={form.pending || leaving}>
          {leaving
            ? say(texts, 'pay.redirecting')
            : form.pending
              ? say(texts, 'pay.processing')
              : custom
                ? say(texts, 'pay.payCustom')
                : say(texts, 'pay.pay', { amount: formatRupees(amount) })}
        </Button>
        <p className="text-sm text-stone-600">{say(texts, 'pay.receipt')}</p>
      </form>
    </ModalFrame>
  );
}
