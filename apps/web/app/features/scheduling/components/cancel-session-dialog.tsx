import { toast } from 'sonner';
import { cancelBookingSchema, type Booking } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { useCancelBooking } from '#web/features/scheduling/api/scheduling-api.ts';
import { useRefusalText } from '#web/features/scheduling/refusal-text.ts';
import { sessionWhen, viewerZone } from '#web/features/scheduling/session-time.ts';

/** Cancel a booked session, with an optional reason the other person is told. */
export function CancelSessionDialog({
  session,
  onClose,
}: {
  session: Booking;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const refusal = useRefusalText();
  const cancel = useCancelBooking();
  const form = useApiForm(
    cancelBookingSchema,
    { reason: '' },
    { failureText: (error) => refusal(error, t('booking.cancelFailed'), session) },
  );

  const onSubmit = form.submit(async ({ reason }) => {
    await cancel.mutateAsync({
      params: { id: session.id },
      body: reason ? { reason } : {},
    });
    toast.success(t('booking.cancelled'));
    onClose();
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('booking.cancelTitle')}
      description={sessionWhen(session, viewerZone(), locale)}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextAreaField label={t('booking.reasonOptional')} rows={3} {...form.field('reason')} />
        <FormAlert message={form.failure} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('booking.keepSession')}
          </Button>
          <Button type="submit" variant="danger" disabled={form.pending}>
            {form.pending ? t('booking.cancelling') : t('booking.cancelSession')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
