import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { careMessages, type CaseloadClient } from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useReschedule } from '../api/nutritionist-api.ts';

/** A past session that did not happen gets a new date (§7 POST /client/updateSession). */
export function RescheduleDialog({
  client,
  onClose,
}: {
  client: CaseloadClient;
  onClose: () => void;
}) {
  const [when, setWhen] = useState('');
  const [error, setError] = useState<string>();
  const reschedule = useReschedule();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!when) {
      setError(careMessages.dateRequired);
      return;
    }
    try {
      await reschedule.mutateAsync({
        cId: client.id,
        appointmentDate: new Date(when).toISOString(),
      });
      toast.success(`Session with ${client.name} rescheduled`);
      onClose();
    } catch {
      toast.error('Could not reschedule the session');
    }
  }

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
          value={when}
          onChange={(e) => {
            setWhen(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <DialogActions onCancel={onClose} pending={reschedule.isPending} label="Reschedule" />
      </form>
    </Modal>
  );
}
