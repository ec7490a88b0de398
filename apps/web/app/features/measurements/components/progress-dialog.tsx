import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { LIMITS, progressInputSchema, type CaseloadClient } from '@nourishwell/shared';
import { MeasurementForm } from '#web/components/charts/measurement-form.tsx';
import { formatFigure } from '#web/components/charts/measurement-words.ts';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
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
  const t = useT();
  const locale = useLocale();
  const recorded = useQuery(progressQuery(client.id));
  const save = useRecordProgress();
  const form = useApiForm(
    progressForm,
    { week: '', weight: '' },
    { failureText: () => t('measurements.progressFailed') },
  );
  const weightOf = new Map(
    recorded.data?.map((entry) => [entry.week, formatFigure(entry.weight, locale)]),
  );
  const week = form.watch('week');
  // The weight already recorded for the chosen week, which saving replaces.
  const replaced = week ? weightOf.get(Number(week)) : undefined;
  // Week and weight share one message, said once for the pair: either edit clears it.
  const { errors } = form.formState;
  const wrong = errors.week?.message ?? errors.weight?.message ?? null;
  const bind = (name: 'week' | 'weight') =>
    form.register(name, { onChange: () => form.clearErrors() });

  const onSubmit = form.submit(async (values) => {
    await save.mutateAsync({ body: { clientId: client.id, ...values } });
    toast.success(t('measurements.weekSaved', { week: values.week, name: client.name }));
    onClose();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <SelectField label={t('measurements.weekField')} {...bind('week')}>
        <option value="">{t('measurements.selectWeek')}</option>
        {weeks.map((w) => {
          const weight = weightOf.get(w);
          return (
            <option key={w} value={w}>
              {weight === undefined
                ? t('measurements.week', { week: w })
                : t('measurements.weekNow', { week: w, weight })}
            </option>
          );
        })}
      </SelectField>
      <TextField
        label={t('measurements.field.weightKg')}
        type="number"
        inputMode="decimal"
        step="0.1"
        min={LIMITS.weightKg.min}
        max={LIMITS.weightKg.max}
        {...bind('weight')}
        hint={
          replaced === undefined
            ? undefined
            : t('measurements.replacesWeek', { weight: replaced, week: Number(week) })
        }
      />
      <FormAlert message={wrong} />
      <DialogActions
        onCancel={onClose}
        pending={form.pending}
        label={t('measurements.saveProgress')}
      />
    </form>
  );
}

/** Any date's weight and measurements, past Week 4 too (issue 16). */
function DatedForm({ client, onClose }: FormProps) {
  const t = useT();
  const save = useRecordClientMeasurement();
  return (
    <MeasurementForm
      hint={t('measurements.replaceHint')}
      onCancel={onClose}
      onSave={async (body) => {
        await save.mutateAsync({ params: { clientId: client.id }, body });
        toast.success(t('measurements.savedFor', { name: client.name }));
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
  const t = useT();
  const [mode, setMode] = useState<Mode>('week');
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('measurements.addProgress')}
      description={t('measurements.forClient', { name: client.name })}
    >
      <Tabs
        label={t('measurements.recordBy')}
        value={mode}
        onValueChange={setMode}
        tabs={[
          { value: 'week', label: t('measurements.byWeek') },
          { value: 'date', label: t('measurements.byDate') },
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
