import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { toast } from 'sonner';
import {
  SCHEDULING_LIMITS,
  schedulingSettingsSchema,
  type SchedulingSettings,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  schedulingSettingsQuery,
  useSaveSchedulingSettings,
} from '#web/features/scheduling/api/scheduling-api.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { fromSettingsForm, toSettingsForm, type SettingsFormValues } from './reminder-rows.ts';

/**
 * The practice's booking rules: loaded, then the form; a failed load says so as every admin
 * list does.
 */
export function SchedulingSettingsCard() {
  const t = useT();
  const settings = useQuery(schedulingSettingsQuery());
  if (settings.isPending) return <p role="status">{t('scheduling.loading')}</p>;
  if (settings.isError)
    return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: SchedulingSettings }) {
  const t = useT();
  const save = useSaveSchedulingSettings();
  const form = useApiForm(schedulingSettingsSchema, toSettingsForm(settings), {
    prepare: (values) => fromSettingsForm(values as unknown as SettingsFormValues),
  });
  // The schema takes reminders as minutes; the form holds each as an amount and a unit
  // (turned into minutes by `prepare`), so the rows are typed by the form's own values.
  const control = form.control as unknown as Control<SettingsFormValues>;
  const register = form.register as unknown as UseFormRegister<SettingsFormValues>;
  const reminders = useFieldArray({ control, name: 'reminderOffsetsMinutes' });
  const errors = form.formState.errors.reminderOffsetsMinutes as
    { message?: string; root?: { message?: string } } | undefined;
  const listMessage = errors?.message ?? errors?.root?.message;
  const changed = () => form.clearErrors('reminderOffsetsMinutes');

  const onSubmit = form.submit(async (body) => {
    const saved = await save.mutateAsync({ body });
    form.reset(toSettingsForm(saved));
    toast.success(t('scheduling.settingsSaved'));
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('scheduling.settingsForm')}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('scheduling.horizonField')}
          type="number"
          inputMode="numeric"
          {...form.field('bookingHorizonDays')}
        />
        <TextField
          label={t('scheduling.noticeField')}
          type="number"
          inputMode="numeric"
          {...form.field('minNoticeHours')}
        />
        <TextField
          label={t('scheduling.changeWindowField')}
          type="number"
          inputMode="numeric"
          {...form.field('changeWindowHours')}
        />
      </div>
      <fieldset className="min-w-0 space-y-3">
        <legend className="font-semibold text-stone-900">
          {t('scheduling.reminders', { max: SCHEDULING_LIMITS.remindersMax })}
        </legend>
        {reminders.fields.length === 0 && (
          <p className="text-sm text-stone-600">{t('scheduling.noReminders')}</p>
        )}
        {reminders.fields.map((row, index) => {
          const number = index + 1;
          const message = form.getFieldState(`reminderOffsetsMinutes.${index}`).error?.message;
          return (
            <div key={row.id} className="flex items-start gap-2">
              <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
                <TextField
                  label={t('scheduling.reminderName', { number })}
                  type="number"
                  inputMode="numeric"
                  {...register(`reminderOffsetsMinutes.${index}.amount`, { onChange: changed })}
                  error={message}
                />
                <SelectField
                  label={t('scheduling.beforeSession')}
                  aria-label={t('scheduling.reminderUnit', { number })}
                  {...register(`reminderOffsetsMinutes.${index}.unit`, { onChange: changed })}
                >
                  <option value="hours">{t('scheduling.hoursBefore')}</option>
                  <option value="minutes">{t('scheduling.minutesBefore')}</option>
                </SelectField>
              </div>
              <div className="pt-7">
                <IconButton
                  label={t('scheduling.removeReminder', { number })}
                  tone="danger"
                  onClick={() => {
                    reminders.remove(index);
                    changed();
                  }}
                  icon={<Trash2 aria-hidden size={18} />}
                />
              </div>
            </div>
          );
        })}
        {listMessage && (
          <p role="alert" className="text-sm text-red-700">
            {listMessage}
          </p>
        )}
        <Button
          variant="secondary"
          disabled={reminders.fields.length >= SCHEDULING_LIMITS.remindersMax}
          onClick={() => reminders.append({ amount: '', unit: 'hours' })}
        >
          <Plus aria-hidden size={18} /> {t('scheduling.addReminder')}
        </Button>
      </fieldset>
      <FormAlert message={form.failure} />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? t('scheduling.saving') : t('scheduling.saveSettings')}
      </Button>
    </form>
  );
}
