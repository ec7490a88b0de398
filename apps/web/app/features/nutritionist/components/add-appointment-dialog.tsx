import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { careMessages, type CaseloadClient } from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useAddAppointment } from '../api/nutritionist-api.ts';

/** D9: pick one of her clients by name (the API still takes cId) and a date and time. */
export function AddAppointmentDialog({
  me,
  clients,
  onClose,
}: {
  me: number;
  clients: CaseloadClient[];
  onClose: () => void;
}) {
  const [clientId, setClientId] = useState('');
  const [when, setWhen] = useState('');
  const [errors, setErrors] = useState<{ client?: string; when?: string }>({});
  const add = useAddAppointment();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      client: clientId ? undefined : careMessages.clientIdRequired,
      when: when ? undefined : careMessages.dateRequired,
    };
    setErrors(next);
    if (next.client || next.when) return;
    try {
      await add.mutateAsync({
        cId: Number(clientId),
        nId: me,
        appointmentDate: new Date(when).toISOString(),
      });
      toast.success('Appointment added');
      onClose();
    } catch {
      toast.error('Failed to add appointment');
    }
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Add New Appointment">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <SelectField
          label="Client"
          value={clientId}
          onChange={(e) => {
            setClientId(e.target.value);
            setErrors((x) => ({ ...x, client: undefined }));
          }}
          error={errors.client}
        >
          <option value="">Select a client</option>
          {clients.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.email})
            </option>
          ))}
        </SelectField>
        <TextField
          label="Date and time"
          type="datetime-local"
          value={when}
          onChange={(e) => {
            setWhen(e.target.value);
            setErrors((x) => ({ ...x, when: undefined }));
          }}
          error={errors.when}
        />
        <DialogActions onCancel={onClose} pending={add.isPending} label="Add Appointment" />
      </form>
    </Modal>
  );
}
