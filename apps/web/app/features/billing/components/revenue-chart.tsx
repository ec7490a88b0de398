import { lazy, Suspense } from 'react';
import { formatPaise, type Revenue } from '@nourishwell/shared';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { monthName, netOf } from './revenue-months.ts';

// Loaded on demand so recharts stays out of the bundle of every page without a chart.
const RevenuePlot = lazy(() =>
  import('./revenue-plot.tsx').then((module) => ({ default: module.RevenuePlot })),
);

const money = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

/**
 * The last twelve months as bars (collected and refunded), and the same figures as a table
 * under it: the chart's text alternative, also what an admin copies a figure from.
 */
export function RevenueChart({ months }: { months: Revenue['months'] }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <RevenuePlot months={months} />
      </Suspense>
      <Table
        caption={t('billingAdmin.revenue.byMonth')}
        head={[
          t('billingAdmin.revenue.head.month'),
          t('billingAdmin.revenue.head.collected'),
          t('billingAdmin.revenue.head.refunded'),
          t('billingAdmin.revenue.head.net'),
        ]}
      >
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
              {monthName(month.month)}
            </th>
            <td className={money}>{formatPaise(month.collectedPaise)}</td>
            <td className={money}>{formatPaise(month.refundedPaise)}</td>
            <td className={`${money} font-medium`}>{formatPaise(netOf(month))}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
