import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  careMessages,
  LIMITS,
  progressInputSchema,
  type CaseloadClient,
} from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { progressQuery, useRecordProgress } from '../api/clients-api.ts';

const weeks = Array.from({ length: LIMITS.progressWeeks }, (_, i) => i + 1);

/** §2.13 Add Progress: a week's weight; entering a week again replaces it. */
export function ProgressDialog({
  client,
  onClose,
}: {
  client: CaseloadClient;
  onClose: () => void;
}) {
  const recorded = useQuery(progressQuery(client.id));
  const [week, setWeek] = useState('');
  const [weight, setWeight] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useRecordProgress();
  const weightOf = new Map(recorded.data?.map((entry) => [entry.week, entry.weight]));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = progressInputSchema.safeParse({ clientId: client.id, week, weight });
    if (!week || !weight.trim() || !input.success) {
      setError(careMessages.weekAndWeight);
      return;
    }
    try {
      await save.mutateAsync(input.data);
      toast.success(`Week ${input.data.week} saved for ${client.name}`);
      onClose();
    } catch {
      toast.error('Failed to update progress.');
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add Progress"
      description={`Weekly weight for ${client.name}`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <SelectField
          label="Week"
          value={week}
          onChange={(e) => {
            setWeek(e.target.value);
            setError(null);
          }}
        >
          <option value="">Select week</option>
          {weeks.map((w) => (
            <option key={w} value={w}>
              {`Week ${w}${weightOf.has(w) ? ` (now ${weightOf.get(w)} kg)` : ''}`}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Weight (kg)"
          type="number"
          inputMode="decimal"
          step="0.1"
          min={LIMITS.weightKg.min}
          max={LIMITS.weightKg.max}
          value={weight}
          onChange={(e) => {
            setWeight(e.target.value);
            setError(null);
          }}
          hint={
            week && weightOf.has(Number(week))
              ? `Saving replaces the ${weightOf.get(Number(week))} kg recorded for Week ${week}.`
              : undefined
          }
        />
        <FormAlert message={error} />
        <DialogActions onCancel={onClose} pending={save.isPending} label="Save Progress" />
      </form>
    </Modal>
  );
}
