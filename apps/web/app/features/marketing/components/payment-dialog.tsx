import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  formatRupees,
  indianPhoneSchema,
  PRICED_PLANS,
  publicMessages,
  type PayResponse,
} from '@nourishwell/shared';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import type { PricingPlan } from '../content/types.ts';

interface PaymentDialogProps {
  plan: PricingPlan;
  onClose: () => void;
}

/** §2.5: a phone number, the plan's amount (or Gold's, on upgrade), and the link by WhatsApp / SMS. */
export default function PaymentDialog({ plan, onClose }: PaymentDialogProps) {
  const [phone, setPhone] = useState('');
  const [upgrade, setUpgrade] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const custom = plan.price === 0;
  const amount = plan.id === 'silver' && upgrade ? PRICED_PLANS.gold.price : plan.price;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = indianPhoneSchema.safeParse(phone);
    if (!parsed.success) {
      setError(publicMessages.phoneInvalid);
      return;
    }
    setProcessing(true);
    try {
      const result = await apiFetch<PayResponse>('/users/pay', {
        method: 'POST',
        body: { phone: parsed.data, amount },
        auth: false,
      });
      toast.success(result.message, {
        description: `${result.instructions} Reference ${result.reference}.`,
        duration: 15_000,
      });
      onClose();
    } catch {
      toast.error(publicMessages.paymentFailed);
      setError(publicMessages.paymentFailed);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-stone-900">{plan.name}</Dialog.Title>
          <Dialog.Description className="mt-1 text-stone-700">
            {custom
              ? 'Leave your number and our team will agree a plan and price with you.'
              : `Amount: ${formatRupees(amount)}. We will send a payment link to your WhatsApp / SMS.`}
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
            {plan.id === 'silver' && (
              <label className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-stone-800">
                <input
                  type="checkbox"
                  checked={upgrade}
                  onChange={(e) => setUpgrade(e.target.checked)}
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
              value={phone}
              onChange={(e) => {
                setPhone(e.target.value);
                setError(null);
              }}
              error={error ?? undefined}
            />
            <Button type="submit" className="w-full" disabled={processing}>
              {processing
                ? 'Processing...'
                : custom
                  ? 'Pay Custom Price'
                  : `Pay ${formatRupees(amount)}`}
            </Button>
            <p className="text-sm text-stone-600">
              After paying, upload your receipt on WhatsApp so we can verify it and start your plan.
            </p>
          </form>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 flex h-11 w-11 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
          >
            <X aria-hidden size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
