import { Pencil } from 'lucide-react';
import { toast } from 'sonner';
import type { Package } from '@nourishwell/shared';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useUpdatePackage } from '#web/features/billing/api/billing-api.ts';
import { withActive } from './package-form-values.ts';

const action =
  'inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium whitespace-nowrap hover:bg-stone-100 disabled:text-stone-400';

/** A package's Edit, and Retire or Make active (a sold package is retired, never deleted). */
export function PackageRowActions({ pkg, onEdit }: { pkg: Package; onEdit: () => void }) {
  const t = useT();
  const update = useUpdatePackage();
  const toggle = async () => {
    try {
      await update.mutateAsync({ params: { id: pkg.id }, body: withActive(pkg, !pkg.active) });
      toast.success(
        t(pkg.active ? 'billingAdmin.packages.retired' : 'billingAdmin.packages.madeActive', {
          name: pkg.name,
        }),
      );
    } catch (error) {
      toast.error(apiMessageOr(t('billingAdmin.packages.saveFailed'))(error));
    }
  };
  return (
    <div className="flex flex-wrap gap-1">
      <button
        type="button"
        onClick={onEdit}
        className={`${action} text-stone-800`}
        aria-label={t('billingAdmin.packages.editName', { name: pkg.name })}
      >
        <Pencil aria-hidden size={16} />
        {t('staffCommon.edit')}
      </button>
      <button
        type="button"
        disabled={update.isPending}
        onClick={() => void toggle()}
        className={`${action} ${pkg.active ? 'text-red-700' : 'text-emerald-800'}`}
        aria-label={t(
          pkg.active ? 'billingAdmin.packages.retireName' : 'billingAdmin.packages.activateName',
          { name: pkg.name },
        )}
      >
        {t(pkg.active ? 'billingAdmin.packages.retire' : 'billingAdmin.packages.activate')}
      </button>
    </div>
  );
}
