import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  LIMITS,
  measurementMessages,
  nutritionistMessages,
  progressInputSchema,
  type CaseloadClient,
} from '@nourishwell/shared';
import { MeasurementForm } from '#web/components/charts/measurement-form.tsx';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import {
  progressQuery,
  useRecordClientMeasurement,
  useRecordProgress,
} from '#web/features/measurements/api/measurements-api.ts';
import type { ClientDialogProps } from '#web/components/ui/dialog-props.ts';

const weeks = Array.from({ length: LIMITS.progressWeeks }, (_, i) => i + 1);
const progressForm = progressInputSchema.pick({ week: true, weight: true });

interface FormProps {
  client: CaseloadClient;
  onClose: () => void;
}

/** My Clients' Add Progress: a week's weight; entering a week again replaces it. */
function WeekForm({ client, onClose }: FormProps) {
  const recorded = useQuery(progressQuery(client.id));
  const save = useRecordProgress();
  const form = useApiForm(
    progressForm,
    { week: '', weight: '' },
    { failureText: () => nutritionistMessages.progressFailed },
  );
  const weightOf = new Map(recorded.data?.map((entry) => [entry.week, entry.weight]));
  const week = form.watch('week');
  // Week and weight share one message, said once for the pair: either edit clears it.
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
  );
}

/** Any date's weight and measurements, past Week 4 too (issue 16). */
function DatedForm({ client, onClose }: FormProps) {
  const save = useRecordClientMeasurement();
  return (
    <MeasurementForm
      hint="Recording a date again replaces what it had."
      onCancel={onClose}
      onSave={async (body) => {
        await save.mutateAsync({ params: { clientId: client.id }, body });
        toast.success(`${measurementMessages.saved} for ${client.name}`);
        onClose();
      }}
    />
  );
}

type Mode = 'week' | 'date';

/**
 * Add Progress: the spec's Week 1–4 weight, or a dated weigh-in with measurements on any
 * date. The week form comes first, as the spec's dialog did.
 */
export function ProgressDialog({ client, onClose }: Omit<ClientDialogProps, 'me'>) {
  const [mode, setMode] = useState<Mode>('week');
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add Progress"
      description={`Weight and measurements for ${client.name}`}
    >
      <Tabs
        label="Record by"
        value={mode}
        onValueChange={setMode}
        tabs={[
          { value: 'week', label: 'Week 1–4' },
          { value: 'date', label: 'Any date' },
        ]}
      >
        <TabPanel value="week">
          <WeekForm client={client} onClose={onClose} />
        </TabPanel>
        <TabPanel value="date">
          <DatedForm client={client} onClose={onClose} />
        </TabPanel>
      </Tabs>
    </Modal>
  );
}
