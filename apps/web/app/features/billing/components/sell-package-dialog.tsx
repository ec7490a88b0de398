import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  formatPaise,
  sellPackageSchema,
  taxOn,
  type GstRate,
  type Package,
  type SellPackageInput,
} from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { packagesQuery, useSellPackage } from '#web/features/billing/api/billing-api.ts';
import { StateOptions } from './state-options.tsx';

interface SellFormValues {
  packageId: string;
  validFrom: string;
  stateCode: string;
}

// Unset start and state: the server's own (today or after her current package; the
// practice's state).
const fromForm = (values: SellFormValues) => ({
  packageId: values.packageId,
  ...(values.validFrom ? { validFrom: values.validFrom } : {}),
  stateCode: values.stateCode === '' ? null : values.stateCode,
});

/** Sell a package to a client: a purchase awaiting payment, its invoice once it is paid. */
export function SellPackageDialog({
  clientId,
  clientName,
  onClose,
}: {
  clientId: number;
  clientName: string;
  onClose: () => void;
}) {
  const t = useT();
  const packages = useQuery(packagesQuery());
  const active = (packages.data ?? []).filter((pkg) => pkg.active);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('billingAdmin.sell.title', { name: clientName })}
    >
      {packages.isPending && <p role="status">{t('admin.loading')}</p>}
      {packages.isError && (
        <p role="alert" className="text-red-700">
          {t('billingAdmin.packages.failed')}
        </p>
      )}
      {packages.isSuccess && active.length === 0 && (
        <p className="text-stone-700">{t('billingAdmin.sell.noPackages')}</p>
      )}
      {active.length > 0 && <SellForm clientId={clientId} packages={active} onClose={onClose} />}
    </Modal>
  );
}

function SellForm({
  clientId,
  packages,
  onClose,
}: {
  clientId: number;
  packages: Package[];
  onClose: () => void;
}) {
  const t = useT();
  const sell = useSellPackage();
  const start: SellFormValues = {
    packageId: String(packages[0]!.id),
    validFrom: '',
    stateCode: '',
  };
  const form = useApiForm(sellPackageSchema, start as unknown as SellPackageInput, {
    prepare: (values) => fromForm(values as unknown as SellFormValues),
  });
  const chosenId = Number((form.watch as unknown as (name: 'packageId') => string)('packageId'));
  const chosen = packages.find((pkg) => pkg.id === chosenId);

  const onSubmit = form.submit(async (body) => {
    const purchase = await sell.mutateAsync({ params: { clientId }, body });
    toast.success(t('billingAdmin.sell.done', { name: purchase.packageName }));
    onClose();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <SelectField label={t('billingAdmin.sell.package')} {...form.field('packageId')}>
        {packages.map((pkg) => (
          <option key={pkg.id} value={pkg.id}>
            {t('billingAdmin.sell.option', {
              name: pkg.name,
              price: formatPaise(pkg.pricePaise),
              rate: pkg.gstRate,
            })}
          </option>
        ))}
      </SelectField>
      {chosen && (
        <p className="text-sm text-stone-700">
          {t('billingAdmin.sell.totalWithinState', {
            total: formatPaise(
              taxOn(chosen.pricePaise, chosen.gstRate as GstRate, { withinState: true }).totalPaise,
            ),
          })}
        </p>
      )}
      <TextField
        label={t('billingAdmin.sell.validFrom')}
        hint={t('billingAdmin.sell.validFromHint')}
        type="date"
        {...form.field('validFrom')}
      />
      <SelectField
        label={t('billingAdmin.sell.state')}
        hint={t('billingAdmin.sell.stateHint')}
        {...form.field('stateCode')}
      >
        <option value="">{t('billingAdmin.sell.stateUnknown')}</option>
        <StateOptions />
      </SelectField>
      <FormAlert message={form.failure} />
      <DialogActions
        onCancel={onClose}
        pending={form.pending}
        label={t('billingAdmin.sell.submit')}
        pendingLabel={t('billingAdmin.sell.submitting')}
      />
    </form>
  );
}
