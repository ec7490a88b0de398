import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatPaise, taxOn, type GstRate, type Package } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { packagesQuery } from '#web/features/billing/api/billing-api.ts';
import { PackageDialog } from './package-dialog.tsx';
import { PackageRowActions } from './package-row-actions.tsx';

const headKeys = [
  'billingAdmin.packages.head.name',
  'billingAdmin.packages.head.sessions',
  'billingAdmin.packages.head.duration',
  'billingAdmin.packages.head.price',
  'billingAdmin.packages.head.gst',
  'billingAdmin.packages.head.total',
  'billingAdmin.packages.head.sac',
  'billingAdmin.packages.head.status',
  'billingAdmin.packages.head.sold',
  'billingAdmin.packages.head.actions',
] as const;

/** What a client pays within the practice's state: the price with CGST and SGST. */
const totalWithGst = (pkg: Package) =>
  taxOn(pkg.pricePaise, pkg.gstRate as GstRate, { withinState: true }).totalPaise;

/** Packages: the catalogue the admin sells from, retired packages included (issue 34). */
export function PackagesPanel() {
  const t = useT();
  const head = headKeys.map((key) => t(key));
  const packages = useQuery(packagesQuery());
  // undefined: no dialog; null: a new package.
  const [editing, setEditing] = useState<Package | null | undefined>(undefined);
  const rows = packages.data ?? [];

  return (
    <div className="max-w-7xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-stone-900">{t('billingAdmin.packages.title')}</h2>
        <Button onClick={() => setEditing(null)} className="shrink-0 whitespace-nowrap">
          <Plus aria-hidden size={18} /> {t('billingAdmin.packages.add')}
        </Button>
      </div>
      {packages.isError && (
        <QueryError
          message={t('billingAdmin.packages.failed')}
          onRetry={() => void packages.refetch()}
          toastId="admin-load-error"
        />
      )}
      <Table caption={t('billingAdmin.packages.title')} head={head} columnMin={72} stickyLastColumn>
        {packages.isPending && <EmptyRow colSpan={head.length}>{t('admin.loading')}</EmptyRow>}
        {packages.isSuccess && rows.length === 0 && (
          <EmptyRow colSpan={head.length}>{t('billingAdmin.packages.none')}</EmptyRow>
        )}
        {rows.map((pkg) => (
          <tr key={pkg.id}>
            <td className="min-w-32 px-3 py-2 font-medium text-stone-900">{pkg.name}</td>
            <td className="px-3 py-2">
              {pkg.sessionsIncluded === null
                ? t('billingAdmin.unlimited')
                : t('billingAdmin.sessions', { count: pkg.sessionsIncluded })}
            </td>
            <td className="px-3 py-2">{t('billingAdmin.weeks', { count: pkg.durationWeeks })}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatPaise(pkg.pricePaise)}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              {t('billingAdmin.rate', { rate: pkg.gstRate })}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{formatPaise(totalWithGst(pkg))}</td>
            <td className="px-3 py-2">{pkg.sacCode}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              <Badge tone={pkg.active ? 'green' : 'grey'}>
                {t(
                  pkg.active
                    ? 'billingAdmin.packages.active'
                    : 'billingAdmin.packages.retiredBadge',
                )}
              </Badge>
            </td>
            <td className="px-3 py-2">{pkg.sold}</td>
            <td className="px-3 py-2">
              <PackageRowActions pkg={pkg} onEdit={() => setEditing(pkg)} />
            </td>
          </tr>
        ))}
      </Table>
      {editing !== undefined && (
        <PackageDialog pkg={editing} onClose={() => setEditing(undefined)} />
      )}
    </div>
  );
}
