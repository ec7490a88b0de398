import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { LIMITS, nutritionistMessages, progressInputSchema } from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { progressQuery, useRecordProgress } from '../api/clients-api.ts';
import type { ClientDialogProps } from './dialog-props.ts';

const weeks = Array.from({ length: LIMITS.progressWeeks }, (_, i) => i + 1);
const progressForm = progressInputSchema.pick({ week: true, weight: true });

/** §2.13 Add Progress: a week's weight; entering a week again replaces it. */
export function ProgressDialog({ client, onClose }: Omit<ClientDialogProps, 'me'>) {
  const recorded = useQuery(progressQuery(client.id));
  const save = useRecordProgress();
  const form = useApiForm(
    progressForm,
    { week: '', weight: '' },
    { failureText: () => nutritionistMessages.progressFailed },
  );
  const weightOf = new Map(recorded.data?.map((entry) => [entry.week, entry.weight]));
  const week = form.watch('week');
  // Week and weight share one message (§5), said once for the pair: either edit clears it.
  const { errors } = form.formState;
  const wrong = errors.week?.message ?? errors.weight?.message ?? null;
  const bind = (name: 'week' | 'weight') =>
    form.register(name, { onChange: () => form.clearErrors() });

  const onSubmit = form.submit(async (values) => {
    await save.mutateAsync({ body: { clientId: client.id, ...values } });
    toast.success(`Week ${values.week} saved for ${client.name}`);
    onClose();
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add Progress"
      description={`Weekly weight for ${client.name}`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <SelectField label="Week" {...bind('week')}>
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
          {...bind('weight')}
          hint={
            week && weightOf.has(Number(week))
              ? `Saving replaces the ${weightOf.get(Number(week))} kg recorded for Week ${week}.`
              : undefined
          }
        />
        <FormAlert message={wrong} />
        <DialogActions onCancel={onClose} pending={form.pending} label="Save Progress" />
      </form>
    </Modal>
  );
}
