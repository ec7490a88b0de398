import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { formatPaise } from '@nourishwell/shared';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { gstDocumentsQuery } from '#web/features/billing/api/billing-api.ts';
import { documentKindKey } from './document-kind.ts';
import { downloadDocumentPdf } from './invoice-download.ts';

const headKeys = [
  'billingAdmin.tax.head.number',
  'billingAdmin.tax.head.date',
  'billingAdmin.tax.head.client',
  'billingAdmin.tax.head.taxable',
  'billingAdmin.tax.head.cgst',
  'billingAdmin.tax.head.sgst',
  'billingAdmin.tax.head.igst',
  'billingAdmin.tax.head.total',
  'billingAdmin.tax.head.pdf',
] as const;

const money = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

/**
 * The invoices and credit notes issued in a month, in number order, each with its PDF. The
 * kind is said under the number, so the totals fit beside the pinned PDF column at 1280 px.
 */
export function GstDocumentsTable({ month }: { month: string }) {
  const t = useT();
  const head = headKeys.map((key) => t(key));
  const documents = useQuery(gstDocumentsQuery(month));
  const rows = documents.data ?? [];
  return (
    <div className="space-y-3">
      {documents.isError && (
        <QueryError
          message={t('billingAdmin.tax.documentsFailed')}
          onRetry={() => void documents.refetch()}
        />
      )}
      <Table caption={t('billingAdmin.tax.documents')} head={head} columnMin={80} stickyLastColumn>
        {documents.isPending && <EmptyRow colSpan={head.length}>{t('admin.loading')}</EmptyRow>}
        {documents.isSuccess && rows.length === 0 && (
          <EmptyRow colSpan={head.length}>{t('billingAdmin.tax.noDocuments')}</EmptyRow>
        )}
        {rows.map((doc) => (
          <tr key={doc.id}>
            <td className="px-3 py-2">
              <span className="block font-medium whitespace-nowrap text-stone-900">
                {doc.number}
              </span>
              <span className="block text-xs text-stone-600">{t(documentKindKey(doc))}</span>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDate(doc.issuedAt)}</td>
            <td className="px-3 py-2">{doc.clientName}</td>
            <td className={money}>{formatPaise(doc.taxablePaise)}</td>
            <td className={money}>{formatPaise(doc.cgstPaise)}</td>
            <td className={money}>{formatPaise(doc.sgstPaise)}</td>
            <td className={money}>{formatPaise(doc.igstPaise)}</td>
            <td className={`${money} font-medium`}>{formatPaise(doc.totalPaise)}</td>
            <td className="px-3 py-2">
              <button
                type="button"
                onClick={() => void downloadDocumentPdf(t, doc.id)}
                aria-label={t('billingAdmin.downloadPdfOf', { number: doc.number })}
                className="inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-emerald-800 hover:bg-stone-100"
              >
                <FileDown aria-hidden size={16} />
                {t('billingAdmin.download')}
              </button>
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
