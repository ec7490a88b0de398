import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { toast } from 'sonner';
import {
  CONTACT_CHANNELS,
  contactPreferencesInputSchema,
  type ContactChannel,
  type ContactPreferences,
  type MessageKey,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { contactPreferencesQuery, useSaveContactPreferences } from './preferences-api.ts';
import {
  fromPreferencesForm,
  knownZones,
  toPreferencesForm,
  weekdayNames,
  type PreferencesFormValues,
} from './preferences-form-values.ts';

const channelKeys: Record<ContactChannel, { label: MessageKey; hint: MessageKey }> = {
  whatsapp: { label: 'notifications.prefs.whatsapp', hint: 'notifications.prefs.whatsappHint' },
  sms: { label: 'notifications.prefs.sms', hint: 'notifications.prefs.smsHint' },
  email: { label: 'notifications.prefs.email', hint: 'notifications.prefs.emailHint' },
};

/**
 * Issue 36: how the practice may reach her — each channel, her quiet hours in her zone and
 * the day of her weekly check-in. Each channel switched is a consent in her log; one
 * switched off stops its waiting messages at once.
 */
export function ContactPreferencesCard() {
  const t = useT();
  const saved = useQuery(contactPreferencesQuery());
  return (
    <Card title={t('notifications.prefs.title')}>
      {saved.isPending && <p role="status">{t('notifications.prefs.loading')}</p>}
      {saved.isError && (
        <QueryError
          message={t('notifications.prefs.loadFailed')}
          error={saved.error}
          onRetry={() => void saved.refetch()}
        />
      )}
      {saved.data && <PreferencesForm saved={saved.data} />}
    </Card>
  );
}

function PreferencesForm({ saved }: { saved: ContactPreferences }) {
  const t = useT();
  const locale = useLocale();
  const save = useSaveContactPreferences();
  const form = useApiForm(contactPreferencesInputSchema, toPreferencesForm(saved) as never, {
    prepare: (values) => fromPreferencesForm(values as unknown as PreferencesFormValues),
  });
  const register = form.register as unknown as UseFormRegister<PreferencesFormValues>;
  const onSubmit = form.submit(async (body) => {
    const stored = await save.mutateAsync({ body });
    form.reset(toPreferencesForm(stored) as never);
    toast.success(t('notifications.prefs.saved'));
  });
  const days = weekdayNames(locale);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('notifications.prefs.title')}
      className="space-y-5"
    >
      <fieldset className="min-w-0 space-y-3">
        <legend className="font-semibold text-stone-900">
          {t('notifications.prefs.channels')}
        </legend>
        {CONTACT_CHANNELS.map((channel) => (
          <ChannelSwitch key={channel} channel={channel} register={register} />
        ))}
        <p className="text-sm text-stone-600">{t('notifications.prefs.alwaysSent')}</p>
      </fieldset>
      <fieldset className="min-w-0 space-y-3">
        <legend className="font-semibold text-stone-900">{t('notifications.prefs.quiet')}</legend>
        <p className="text-sm text-stone-600">{t('notifications.prefs.quietHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            type="time"
            label={t('notifications.prefs.quietFrom')}
            {...form.field('quietFrom')}
          />
          <TextField
            type="time"
            label={t('notifications.prefs.quietUntil')}
            {...form.field('quietUntil')}
          />
        </div>
        <SelectField label={t('notifications.prefs.timeZone')} {...form.field('timeZone')}>
          <option value="">{t('notifications.prefs.practiceZone')}</option>
          {knownZones().map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <SelectField
        label={t('notifications.prefs.checkInDay')}
        hint={t('notifications.prefs.checkInDayHint')}
        {...form.field('checkInDay')}
      >
        {days.map((name, day) => (
          <option key={name} value={day}>
            {name}
          </option>
        ))}
      </SelectField>
      <FormAlert message={form.failure} />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? t('notifications.prefs.saving') : t('notifications.prefs.save')}
      </Button>
    </form>
  );
}

function ChannelSwitch({
  channel,
  register,
}: {
  channel: ContactChannel;
  register: UseFormRegister<PreferencesFormValues>;
}) {
  const t = useT();
  const hintId = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-300 p-3 has-checked:border-emerald-700 has-checked:bg-emerald-50">
      <input
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700"
        aria-describedby={hintId}
        {...register(channel)}
      />
      <span className="min-w-0">
        <span className="block font-medium text-stone-900">{t(channelKeys[channel].label)}</span>
        <span id={hintId} className="block text-sm text-stone-600">
          {t(channelKeys[channel].hint)}
        </span>
      </span>
    </label>
  );
}
