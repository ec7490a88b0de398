import { useQuery } from '@tanstack/react-query';
import type { UseFormRegister } from 'react-hook-form';
import { toast } from 'sonner';
import { billingSettingsSchema, type BillingSettings } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  billingSettingsQuery,
  useSaveBillingSettings,
} from '#web/features/billing/api/billing-api.ts';
import { StateOptions } from './state-options.tsx';
import { SwitchField } from './switch-field.tsx';

/** What the form holds: no GSTIN is an empty field (the schema's null). */
type SettingsFormValues = Omit<BillingSettings, 'gstin'> & { gstin: string };

const toForm = (settings: BillingSettings | null): SettingsFormValues => ({
  legalName: settings?.legalName ?? '',
  address: settings?.address ?? '',
  stateCode: settings?.stateCode ?? '',
  gstin: settings?.gstin ?? '',
  blockBeyondSessions: settings?.blockBeyondSessions ?? false,
});

const fromForm = (values: SettingsFormValues) => ({
  ...values,
  gstin: values.gstin.trim() === '' ? null : values.gstin,
});

/**
 * Billing settings: the practice as its invoices name it (legal name, address, state,
 * GSTIN) and whether a booking beyond her sessions left is refused. Empty until set.
 */
export function BillingSettingsCard() {
  const t = useT();
  const settings = useQuery(billingSettingsQuery());
  if (settings.isPending) return <p role="status">{t('billingAdmin.settings.loading')}</p>;
  if (settings.isError)
    return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: BillingSettings | null }) {
  const t = useT();
  const save = useSaveBillingSettings();
  const form = useApiForm(billingSettingsSchema, toForm(settings) as unknown as BillingSettings, {
    prepare: (values) => fromForm(values as unknown as SettingsFormValues),
  });
  const register = form.register as unknown as UseFormRegister<SettingsFormValues>;
  const onSubmit = form.submit(async (body) => {
    const saved = await save.mutateAsync({ body });
    form.reset(toForm(saved) as unknown as BillingSettings);
    toast.success(t('billingAdmin.settings.saved'));
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('billingAdmin.settings.form')}
      className="space-y-4"
    >
      {settings === null && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('billingAdmin.settings.notSet')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('billingAdmin.settings.legalName')}
          autoComplete="organization"
          required
          {...form.field('legalName')}
        />
        <SelectField label={t('billingAdmin.settings.state')} required {...form.field('stateCode')}>
          <option value="">{t('billingAdmin.chooseState')}</option>
          <StateOptions />
        </SelectField>
        <div className="sm:col-span-2">
          <TextAreaField
            label={t('billingAdmin.settings.address')}
            rows={3}
            autoComplete="street-address"
            {...form.field('address')}
          />
        </div>
        <TextField
          label={t('billingAdmin.settings.gstin')}
          hint={t('billingAdmin.settings.gstinHint')}
          autoComplete="off"
          {...form.field('gstin')}
        />
      </div>
      <SwitchField
        label={t('billingAdmin.settings.blockBeyond')}
        hint={t('billingAdmin.settings.blockBeyondHint')}
        {...register('blockBeyondSessions')}
      />
      <FormAlert message={form.failure} />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? t('common.saving') : t('billingAdmin.settings.save')}
      </Button>
    </form>
  );
}
