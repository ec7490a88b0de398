import { toast } from 'sonner';
import { formatPaise, refundSchema, type Purchase } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useRefundPurchase } from '#web/features/billing/api/billing-api.ts';

/**
 * Refund a paid purchase, once she has said why: a credit note is issued against its
 * invoice and the package ends. Nothing is sent before she confirms.
 */
export function RefundDialog({ purchase, onClose }: { purchase: Purchase; onClose: () => void }) {
  const t = useT();
  const refund = useRefundPurchase();
  const form = useApiForm(refundSchema, { reason: '' });
  const onSubmit = form.submit(async (body) => {
    await refund.mutateAsync({ params: { purchaseId: purchase.id }, body });
    toast.success(t('billingAdmin.refund.done', { name: purchase.packageName }));
    onClose();
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('billingAdmin.refund.title', { name: purchase.packageName })}
      description={t('billingAdmin.refund.description', {
        total: formatPaise(purchase.totalPaise),
        invoice: purchase.invoice?.number ?? '',
      })}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextAreaField
          label={t('billingAdmin.refund.reason')}
          rows={3}
          required
          {...form.field('reason')}
        />
        <FormAlert message={form.failure} />
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {t('billingAdmin.refund.keep')}
          </Button>
          <Button type="submit" variant="danger" disabled={form.pending}>
            {form.pending ? t('billingAdmin.refund.submitting') : t('billingAdmin.refund.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
