import { useQuery } from '@tanstack/react-query';
import type { FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import {
  TEMPLATE_KINDS,
  TEMPLATE_PARAMS,
  messagingSettingsSchema,
  type MessagingSettings,
  type MessagingSettingsView,
  type TemplateKind,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  messagingSettingsQuery,
  useSaveMessagingSettings,
} from '#web/features/notifications/api/notifications-api.ts';
import { kindKeys } from './notification-labels.ts';
import { ProviderBadges, paramKeys } from './messaging-providers.tsx';

/**
 * What the form holds: every kind with its fields, blanks for what is not registered.
 * `prepare` drops the blanks before the shared schema checks it, so its messages show.
 */
type FormValues = {
  whatsappTemplates: Record<TemplateKind, { name: string; languages: { en: string; hi: string } }>;
  sms: { senderId: string; entityId: string; templates: Record<TemplateKind, string> };
};

const toForm = (settings: MessagingSettings): FormValues => ({
  whatsappTemplates: Object.fromEntries(
    TEMPLATE_KINDS.map((kind) => {
      const mapped = settings.whatsappTemplates[kind];
      return [kind, mapped ?? { name: '', languages: { en: 'en', hi: 'hi' } }];
    }),
  ) as FormValues['whatsappTemplates'],
  sms: {
    senderId: settings.sms.senderId ?? '',
    entityId: settings.sms.entityId ?? '',
    templates: Object.fromEntries(
      TEMPLATE_KINDS.map((kind) => [kind, settings.sms.templates[kind] ?? '']),
    ) as FormValues['sms']['templates'],
  },
});

const blank = (value: string) => value.trim() === '';

const fromForm = (values: FormValues) => ({
  whatsappTemplates: Object.fromEntries(
    TEMPLATE_KINDS.filter((kind) => !blank(values.whatsappTemplates[kind].name)).map((kind) => [
      kind,
      values.whatsappTemplates[kind],
    ]),
  ),
  sms: {
    senderId: blank(values.sms.senderId) ? null : values.sms.senderId,
    entityId: blank(values.sms.entityId) ? null : values.sms.entityId,
    templates: Object.fromEntries(
      TEMPLATE_KINDS.filter((kind) => !blank(values.sms.templates[kind])).map((kind) => [
        kind,
        values.sms.templates[kind],
      ]),
    ),
  },
});

/**
 * Issue 36: the practice's approved WhatsApp template and its DLT-registered SMS template
 * for each kind of message, with the variables each template must take in order, and
 * which providers the server runs (decision 032).
 */
export function MessagingSettingsCard() {
  const t = useT();
  const view = useQuery(messagingSettingsQuery());
  if (view.isPending) return <p role="status">{t('admin.messaging.loading')}</p>;
  if (view.isError) return <LoadError error={view.error} onRetry={() => void view.refetch()} />;
  return <SettingsForm view={view.data} />;
}

function SettingsForm({ view }: { view: MessagingSettingsView }) {
  const t = useT();
  const save = useSaveMessagingSettings();
  const form = useApiForm(
    messagingSettingsSchema,
    toForm(view.settings) as unknown as MessagingSettings,
    {
      prepare: (values) => fromForm(values as unknown as FormValues),
      // The fields are nested; the server checks with the same schema as the form.
      serverFieldErrors: false,
    },
  );
  const field = (name: string) => {
    const path = name as FieldPath<MessagingSettings>;
    return {
      ...form.register(path, { onChange: () => form.clearErrors(path) }),
      error: form.getFieldState(path, form.formState).error?.message,
    };
  };
  const onSubmit = form.submit(async (body) => {
    const saved = await save.mutateAsync({ body });
    form.reset(toForm(saved.settings) as unknown as MessagingSettings);
    toast.success(t('admin.messaging.saved'));
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('admin.messaging.form')}
      className="space-y-5"
    >
      <ProviderBadges providers={view.providers} />
      <p className="text-sm text-stone-700">{t('admin.messaging.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.messaging.senderId')}
          hint={t('admin.messaging.senderIdHint')}
          autoComplete="off"
          {...field('sms.senderId')}
        />
        <TextField
          label={t('admin.messaging.entityId')}
          autoComplete="off"
          inputMode="numeric"
          {...field('sms.entityId')}
        />
      </div>
      <div className="divide-y divide-stone-200 rounded-lg border border-stone-200">
        {TEMPLATE_KINDS.map((kind) => (
          <fieldset key={kind} className="min-w-0 space-y-3 p-4">
            <legend className="float-left w-full font-semibold text-stone-900">
              {t(kindKeys[kind])}
            </legend>
            <p className="clear-both text-sm break-words text-stone-600">
              {t('admin.messaging.variables', {
                list: TEMPLATE_PARAMS[kind]
                  .map((param, i) => `{{${i + 1}}} ${t(paramKeys[param])}`)
                  .join(', '),
              })}
            </p>
            {/* Names and 19-digit DLT ids need room; a language code is two letters. Fields sit
                on one line even where a label wraps. */}
            <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_2fr]">
              <TextField
                label={t('admin.messaging.templateName')}
                autoComplete="off"
                {...field(`whatsappTemplates.${kind}.name`)}
              />
              <TextField
                label={t('admin.messaging.languageEn')}
                autoComplete="off"
                {...field(`whatsappTemplates.${kind}.languages.en`)}
              />
              <TextField
                label={t('admin.messaging.languageHi')}
                autoComplete="off"
                {...field(`whatsappTemplates.${kind}.languages.hi`)}
              />
              <TextField
                label={t('admin.messaging.dltTemplateId')}
                autoComplete="off"
                inputMode="numeric"
                {...field(`sms.templates.${kind}`)}
              />
            </div>
          </fieldset>
        ))}
      </div>
      <FormAlert message={form.failure} />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? t('common.saving') : t('admin.messaging.save')}
      </Button>
    </form>
  );
}
