import { toast } from 'sonner';
import {
  formatPaise,
  MANUAL_PAYMENT_METHODS,
  recordPaymentSchema,
  type Purchase,
} from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { latestRecordDay } from '#web/lib/format.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useRecordPayment } from '#web/features/billing/api/billing-api.ts';
import { methodKeys } from './purchase-labels.ts';

/**
 * Record a payment taken in cash, by bank transfer or by UPI: the package starts and its
 * invoice is issued. A bank or UPI payment needs its reference.
 */
export function RecordPaymentDialog({
  purchase,
  onClose,
}: {
  purchase: Purchase;
  onClose: () => void;
}) {
  const t = useT();
  const record = useRecordPayment();
  // The latest day the server takes: neither the viewer's nor the practice's tomorrow.
  const today = latestRecordDay();
  const form = useApiForm(recordPaymentSchema, { method: 'cash', reference: '', paidOn: today });
  const method = form.watch('method');

  const onSubmit = form.submit(async (body) => {
    await record.mutateAsync({ params: { purchaseId: purchase.id }, body });
    toast.success(t('billingAdmin.pay.done', { name: purchase.packageName }));
    onClose();
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('billingAdmin.pay.title')}
      description={t('billingAdmin.pay.description', {
        name: purchase.packageName,
        total: formatPaise(purchase.totalPaise),
      })}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <SelectField label={t('billingAdmin.pay.method')} {...form.field('method')}>
          {MANUAL_PAYMENT_METHODS.map((value) => (
            <option key={value} value={value}>
              {t(methodKeys[value])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('billingAdmin.pay.reference')}
          hint={t('billingAdmin.pay.referenceHint')}
          autoComplete="off"
          required={method !== 'cash'}
          {...form.field('reference')}
        />
        <TextField
          label={t('billingAdmin.pay.paidOn')}
          type="date"
          max={today}
          required
          {...form.field('paidOn')}
        />
        <FormAlert message={form.failure} />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label={t('billingAdmin.pay.submit')}
          pendingLabel={t('billingAdmin.pay.submitting')}
        />
      </form>
    </Modal>
  );
}
