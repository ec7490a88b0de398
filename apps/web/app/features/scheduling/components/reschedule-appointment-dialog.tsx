import { toast } from 'sonner';
import { z } from 'zod';
import { updateSessionSchema } from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useReschedule } from '#web/features/scheduling/api/appointments-api.ts';
import type { ClientDialogProps } from '#web/components/ui/dialog-props.ts';
import { instantFromLocal } from '#web/lib/forms/local-instant.ts';

const rescheduleForm = z.object({
  appointmentDate: updateSessionSchema.shape.appointmentDate,
});

/** A past session that did not happen gets a new date (the spec's POST /client/updateSession). */
export function RescheduleAppointmentDialog({ client, onClose }: Omit<ClientDialogProps, 'me'>) {
  const t = useT();
  const reschedule = useReschedule();
  const form = useApiForm(
    rescheduleForm,
    { appointmentDate: '' },
    {
      prepare: ({ appointmentDate }) => ({ appointmentDate: instantFromLocal(appointmentDate) }),
      failureText: () => t('scheduling.rescheduleFailed'),
    },
  );

  const onSubmit = form.submit(async ({ appointmentDate }) => {
    await reschedule.mutateAsync({
      body: { cId: client.id, appointmentDate },
    });
    toast.success(t('scheduling.rescheduled', { name: client.name }));
    onClose();
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('scheduling.rescheduleTitle')}
      description={
        client.nextSession
          ? t('scheduling.didNotHappen', {
              name: client.name,
              when: formatDateTime(client.nextSession),
            })
          : client.name
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t('scheduling.newDateAndTime')}
          type="datetime-local"
          {...form.field('appointmentDate')}
        />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label={t('scheduling.reschedule')}
        />
      </form>
    </Modal>
  );
}
