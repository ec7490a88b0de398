import {
  MEASUREMENT_LIMITS,
  measurementInputSchema,
  type MeasurementInput,
} from '@nourishwell/shared';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { latestRecordDay } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

type Figure = 'weightKg' | 'waistCm' | 'hipCm' | 'bodyFatPct';
// Each labelled by the catalogue's measurements.field.<name> ("Waist (cm, optional)").
const FIELDS: ReadonlyArray<{ name: Figure; step: string }> = [
  { name: 'weightKg', step: '0.1' },
  { name: 'waistCm', step: '0.5' },
  { name: 'hipCm', step: '0.5' },
  { name: 'bodyFatPct', step: '0.1' },
];

/**
 * One date's weight and measurements, checked by the endpoint's own schema, so the
 * browser shows the server's messages (e.g. "Please enter a waist between 30 and 250 cm.").
 * The caller sends it for the client (herself, or hers as her nutritionist).
 */
export function MeasurementForm({
  onSave,
  onCancel,
  today = latestRecordDay(),
  hint,
}: {
  onSave: (body: MeasurementInput) => Promise<unknown>;
  onCancel: () => void;
  today?: string;
  /** Said under the date, e.g. that the same date again replaces it. */
  hint?: string;
}) {
  const t = useT();
  const form = useApiForm(measurementInputSchema, {
    date: today,
    weightKg: '',
    waistCm: '',
    hipCm: '',
    bodyFatPct: '',
  });
  const onSubmit = form.submit((body) => onSave(body));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={t('measurements.date')}
        type="date"
        max={today}
        hint={hint}
        {...form.field('date')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, step }) => (
          <TextField
            key={name}
            label={t(`measurements.field.${name}`)}
            type="number"
            inputMode="decimal"
            step={step}
            min={MEASUREMENT_LIMITS[name].min}
            max={MEASUREMENT_LIMITS[name].max}
            {...form.field(name)}
          />
        ))}
      </div>
      <FormAlert message={form.failure} />
      <DialogActions onCancel={onCancel} pending={form.pending} label={t('measurements.save')} />
    </form>
  );
}
