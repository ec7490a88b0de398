import type { UseFormRegister } from 'react-hook-form';
import { toast } from 'sonner';
import {
  GST_RATES,
  packageInputSchema,
  type Package,
  type PackageInput,
} from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useAddPackage, useUpdatePackage } from '#web/features/billing/api/billing-api.ts';
import { fromPackageForm, toPackageForm, type PackageFormValues } from './package-form-values.ts';
import { SwitchField } from './switch-field.tsx';

/**
 * Add a package, or change one (`pkg`): the price in rupees and paise, sent as whole paise;
 * what was sold keeps what it was sold at.
 */
export function PackageDialog({ pkg, onClose }: { pkg: Package | null; onClose: () => void }) {
  const t = useT();
  const add = useAddPackage();
  const update = useUpdatePackage();
  // The inputs hold text (the price in rupees); `prepare` turns it into what the schema takes.
  const form = useApiForm(packageInputSchema, toPackageForm(pkg) as unknown as PackageInput, {
    prepare: (values) => fromPackageForm(values as unknown as PackageFormValues),
  });
  const register = form.register as unknown as UseFormRegister<PackageFormValues>;
  const unlimited = (form.watch as unknown as (name: 'unlimited') => boolean)('unlimited');

  const onSubmit = form.submit(async (body) => {
    if (pkg) {
      await update.mutateAsync({ params: { id: pkg.id }, body });
      toast.success(t('billingAdmin.packages.saved', { name: body.name }));
    } else {
      await add.mutateAsync({ body });
      toast.success(t('billingAdmin.packages.added', { name: body.name }));
    }
    onClose();
  });

  return (
    <Modal
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={pkg ? t('billingAdmin.packages.editTitle') : t('billingAdmin.packages.addTitle')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t('billingAdmin.packages.name')}
          autoComplete="off"
          required
          {...form.field('name')}
        />
        <TextAreaField
          label={t('billingAdmin.packages.description')}
          rows={3}
          {...form.field('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('billingAdmin.packages.durationField')}
            type="number"
            inputMode="numeric"
            min={1}
            required
            {...form.field('durationWeeks')}
          />
          <div className="space-y-1">
            <TextField
              label={t('billingAdmin.packages.sessionsField')}
              type="number"
              inputMode="numeric"
              min={1}
              disabled={unlimited}
              {...form.field('sessionsIncluded')}
            />
            <SwitchField
              label={t('billingAdmin.packages.unlimited')}
              {...register('unlimited', { onChange: () => form.clearErrors('sessionsIncluded') })}
            />
          </div>
          <TextField
            label={t('billingAdmin.packages.priceField')}
            hint={t('billingAdmin.packages.priceHint')}
            inputMode="decimal"
            autoComplete="off"
            required
            {...form.field('pricePaise')}
          />
          <SelectField label={t('billingAdmin.packages.gstField')} {...form.field('gstRate')}>
            {GST_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {t('billingAdmin.rate', { rate })}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('billingAdmin.packages.sacField')}
            hint={t('billingAdmin.packages.sacHint')}
            inputMode="numeric"
            autoComplete="off"
            {...form.field('sacCode')}
          />
        </div>
        <SwitchField
          label={t('billingAdmin.packages.activeField')}
          hint={t('billingAdmin.packages.activeHint')}
          {...register('active')}
        />
        <FormAlert message={form.failure} />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label={pkg ? t('billingAdmin.packages.saveChanges') : t('billingAdmin.packages.add')}
        />
      </form>
    </Modal>
  );
}
