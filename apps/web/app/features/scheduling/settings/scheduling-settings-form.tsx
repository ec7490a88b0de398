import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { toast } from 'sonner';
import {
  SCHEDULING_LIMITS,
  schedulingMessages,
  schedulingSettingsSchema,
  type SchedulingSettings,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
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
  const settings = useQuery(schedulingSettingsQuery());
  if (settings.isPending) return <p role="status">Loading…</p>;
  if (settings.isError)
    return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: SchedulingSettings }) {
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
    toast.success(schedulingMessages.settingsSaved);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Scheduling" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Clients may book up to (days ahead)"
          type="number"
          inputMode="numeric"
          {...form.field('bookingHorizonDays')}
        />
        <TextField
          label="Minimum notice to book (hours)"
          type="number"
          inputMode="numeric"
          {...form.field('minNoticeHours')}
        />
        <TextField
          label="Change or cancel until (hours before)"
          type="number"
          inputMode="numeric"
          {...form.field('changeWindowHours')}
        />
      </div>
      <fieldset className="min-w-0 space-y-3">
        <legend className="font-semibold text-stone-900">
          Reminders (up to {SCHEDULING_LIMITS.remindersMax})
        </legend>
        {reminders.fields.length === 0 && (
          <p className="text-sm text-stone-600">No reminders are sent.</p>
        )}
        {reminders.fields.map((row, index) => {
          const name = `Reminder ${index + 1}`;
          const message = form.getFieldState(`reminderOffsetsMinutes.${index}`).error?.message;
          return (
            <div key={row.id} className="flex items-start gap-2">
              <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
                <TextField
                  label={name}
                  type="number"
                  inputMode="numeric"
                  {...register(`reminderOffsetsMinutes.${index}.amount`, { onChange: changed })}
                  error={message}
                />
                <SelectField
                  label="Before the session"
                  aria-label={`${name}: hours or minutes before`}
                  {...register(`reminderOffsetsMinutes.${index}.unit`, { onChange: changed })}
                >
                  <option value="hours">hours before</option>
                  <option value="minutes">minutes before</option>
                </SelectField>
              </div>
              <div className="pt-7">
                <IconButton
                  label={`Remove ${name.toLowerCase()}`}
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
          <Plus aria-hidden size={18} /> Add reminder
        </Button>
      </fieldset>
      <FormAlert message={form.failure} />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Save scheduling settings'}
      </Button>
    </form>
  );
}
