import { useQuery } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { formatPaise } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { StatCard } from '#web/components/ui/stat-card.tsx';
import { downloadFile } from '#web/lib/download.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { revenueQuery } from '#web/features/billing/api/billing-api.ts';
import { RevenueChart } from './revenue-chart.tsx';
import { revenueTotals } from './revenue-months.ts';
import {
  ByPackageTable,
  OutstandingTable,
  RefundsTable,
  RenewalsTable,
} from './revenue-tables.tsx';

/** A titled part of the page: a section, not a card, so its table has the page's width. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The Revenue CSV (every figure of the page) with her token; a failure is a toast. */
function CsvButton() {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const csv = async () => {
    setSaving(true);
    try {
      await downloadFile('revenueCsv');
    } catch (error) {
      toast.error(apiMessageOr(t('billingAdmin.revenue.csvFailed'))(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button variant="secondary" disabled={saving} onClick={() => void csv()}>
      <FileSpreadsheet aria-hidden size={18} /> {t('billingAdmin.revenue.downloadCsv')}
    </Button>
  );
}

/**
 * Revenue (issue 34): money in this month and over the last twelve (net of refunds), the
 * months as a chart and a table, each package's sales, what awaits payment, the renewals
 * due in 30 days and the refunds; the same figures as CSV.
 */
export function RevenuePanel() {
  const t = useT();
  const revenue = useQuery(revenueQuery());
  if (revenue.isPending) return <p role="status">{t('billingAdmin.revenue.loading')}</p>;
  if (revenue.isError)
    return (
      <QueryError
        message={t('billingAdmin.revenue.loadFailed')}
        onRetry={() => void revenue.refetch()}
      />
    );
  const { months, byPackage, outstanding, renewalsDue, refunds } = revenue.data;
  const totals = revenueTotals(months);
  return (
    <div className="max-w-7xl space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid flex-1 gap-4 sm:grid-cols-2">
          <StatCard
            label={t('billingAdmin.revenue.collectedThisMonth')}
            value={formatPaise(totals.thisMonthPaise)}
          />
          <StatCard
            label={t('billingAdmin.revenue.lastTwelveMonths')}
            value={formatPaise(totals.twelveMonthsPaise)}
          />
          <p className="text-sm text-stone-600 sm:col-span-2">
            {t('billingAdmin.revenue.netHint')}
          </p>
        </div>
        <CsvButton />
      </div>
      <Part title={t('billingAdmin.revenue.chartTitle')}>
        <RevenueChart months={months} />
      </Part>
      <Part title={t('billingAdmin.revenue.byPackage')}>
        <ByPackageTable rows={byPackage} />
      </Part>
      <Part title={t('billingAdmin.revenue.outstanding')}>
        <OutstandingTable rows={outstanding} />
      </Part>
      <Part title={t('billingAdmin.revenue.renewalsDue')}>
        <RenewalsTable rows={renewalsDue} />
      </Part>
      <Part title={t('billingAdmin.revenue.refunds')}>
        <RefundsTable rows={refunds} />
      </Part>
    </div>
  );
}
