import { toast } from 'sonner';
import { addAppointmentSchema } from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useAddAppointment } from '#web/features/scheduling/api/appointments-api.ts';
import type { CaseloadDialogProps } from '#web/components/ui/dialog-props.ts';
import { instantFromLocal } from '#web/lib/forms/local-instant.ts';

const appointmentForm = addAppointmentSchema.pick({ cId: true }).extend({
  appointmentDate: addAppointmentSchema.shape.appointmentDate,
});

/**
 * Pick one of her clients by name (the API still takes cId) and a date and time
 * (docs/product.md, "Choosing a client by name").
 */
export function AddAppointmentDialog({ me, clients, onClose }: CaseloadDialogProps) {
  const t = useT();
  const add = useAddAppointment();
  const form = useApiForm(
    appointmentForm,
    { cId: '', appointmentDate: '' },
    {
      prepare: ({ cId, appointmentDate }) => ({
        cId,
        appointmentDate: instantFromLocal(appointmentDate),
      }),
      failureText: () => t('scheduling.addAppointmentFailed'),
    },
  );

  const onSubmit = form.submit(async ({ cId, appointmentDate }) => {
    await add.mutateAsync({
      body: { cId, nId: me, appointmentDate },
    });
    toast.success(t('scheduling.appointmentAdded'));
    onClose();
  });

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('scheduling.addTitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <SelectField label={t('scheduling.client')} {...form.field('cId')}>
          <option value="">{t('scheduling.selectClient')}</option>
          {clients.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.email})
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('scheduling.dateAndTime')}
          type="datetime-local"
          {...form.field('appointmentDate')}
        />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label={t('scheduling.addAppointment')}
        />
      </form>
    </Modal>
  );
}
