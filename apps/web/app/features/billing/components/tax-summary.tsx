import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatPaise, type MessageKey, type TaxSummary } from '@nourishwell/shared';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { taxSummaryQuery } from '#web/features/billing/api/billing-api.ts';

type Totals = TaxSummary['net'];

const figureKeys = [
  'billingAdmin.tax.head.documentsCount',
  'billingAdmin.tax.head.taxable',
  'billingAdmin.tax.head.cgst',
  'billingAdmin.tax.head.sgst',
  'billingAdmin.tax.head.igst',
  'billingAdmin.tax.head.total',
] as const;

const money = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

/** One line of figures: what it is, then its count and amounts. */
function FiguresRow({ label, totals }: { label: ReactNode; totals: Totals }) {
  return (
    <tr>
      <th scope="row" className="px-3 py-2 text-left font-medium text-stone-900">
        {label}
      </th>
      <td className={money}>{totals.documents}</td>
      <td className={money}>{formatPaise(totals.taxablePaise)}</td>
      <td className={money}>{formatPaise(totals.cgstPaise)}</td>
      <td className={money}>{formatPaise(totals.sgstPaise)}</td>
      <td className={money}>{formatPaise(totals.igstPaise)}</td>
      <td className={`${money} font-medium`}>{formatPaise(totals.totalPaise)}</td>
    </tr>
  );
}

const lines: Array<[MessageKey, 'invoices' | 'creditNotes' | 'net']> = [
  ['billingAdmin.tax.invoices', 'invoices'],
  ['billingAdmin.tax.creditNotes', 'creditNotes'],
  ['billingAdmin.tax.net', 'net'],
];

/** A month's figures for the accountant: invoices, credit notes and net, then by GST rate. */
export function TaxSummaryFigures({ month }: { month: string }) {
  const t = useT();
  const summary = useQuery(taxSummaryQuery(month));
  const figures = figureKeys.map((key) => t(key));
  if (summary.isPending) return <p role="status">{t('admin.loading')}</p>;
  if (summary.isError)
    return (
      <QueryError
        message={t('billingAdmin.tax.summaryFailed')}
        onRetry={() => void summary.refetch()}
      />
    );
  const { byRate } = summary.data;
  return (
    <div className="grid grid-cols-1 gap-4">
      <Table
        caption={t('billingAdmin.tax.summary')}
        head={[t('billingAdmin.tax.head.what'), ...figures]}
      >
        {lines.map(([key, part]) => (
          <FiguresRow key={part} label={t(key)} totals={summary.data[part]} />
        ))}
      </Table>
      <Table
        caption={t('billingAdmin.tax.byRate')}
        head={[t('billingAdmin.tax.head.rate'), ...figures]}
      >
        {byRate.length === 0 && (
          <tr>
            <td colSpan={figures.length + 1} className="px-3 py-6 text-stone-600">
              {t('billingAdmin.tax.noRates')}
            </td>
          </tr>
        )}
        {byRate.map((line) => (
          <FiguresRow
            key={line.gstRate}
            label={t('billingAdmin.rate', { rate: line.gstRate })}
            totals={line}
          />
        ))}
      </Table>
    </div>
  );
}
