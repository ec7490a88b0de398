import { toast } from 'sonner';
import { z } from 'zod';
import { nutritionistMessages, updateSessionSchema } from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useReschedule } from '#web/features/scheduling/api/appointments-api.ts';
import type { ClientDialogProps } from '#web/components/ui/dialog-props.ts';
import { instantFromLocal } from '#web/lib/forms/local-instant.ts';

const rescheduleForm = z.object({
  appointmentDate: updateSessionSchema.shape.appointmentDate,
});

/** A past session that did not happen gets a new date (the spec's POST /client/updateSession). */
export function RescheduleAppointmentDialog({ client, onClose }: Omit<ClientDialogProps, 'me'>) {
  const reschedule = useReschedule();
  const form = useApiForm(
    rescheduleForm,
    { appointmentDate: '' },
    {
      prepare: ({ appointmentDate }) => ({ appointmentDate: instantFromLocal(appointmentDate) }),
      failureText: () => nutritionistMessages.rescheduleFailed,
    },
  );

  const onSubmit = form.submit(async ({ appointmentDate }) => {
    await reschedule.mutateAsync({
      body: { cId: client.id, appointmentDate },
    });
    toast.success(`Session with ${client.name} rescheduled`);
    onClose();
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Reschedule Session"
      description={
        client.nextSession
          ? `${client.name}: the session of ${formatDateTime(client.nextSession)} did not happen.`
          : client.name
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="New date and time"
          type="datetime-local"
          {...form.field('appointmentDate')}
        />
        <DialogActions onCancel={onClose} pending={form.pending} label="Reschedule" />
      </form>
    </Modal>
  );
}
