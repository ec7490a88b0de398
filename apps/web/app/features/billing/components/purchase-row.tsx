import { FileDown } from 'lucide-react';
import { formatPaise, type Purchase, type Translate } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { downloadDocumentPdf } from './invoice-download.ts';
import { dayOf, refundable, statusBadges } from './purchase-labels.ts';

const action =
  'inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium whitespace-nowrap hover:bg-stone-100';

/** "3 of 8 used · 5 left", or "3 used · unlimited". */
function sessionsText(t: Translate, p: Purchase) {
  return p.sessionsIncluded === null || p.sessionsLeft === null
    ? t('billingAdmin.purchases.sessionsUnlimited', { used: p.sessionsUsed })
    : t('billingAdmin.purchases.sessionsOf', {
        used: p.sessionsUsed,
        included: p.sessionsIncluded,
        left: p.sessionsLeft,
      });
}

/** A document's number and its PDF, or a dash. */
function DocumentCell({ doc, label }: { doc: Purchase['invoice']; label: string }) {
  const t = useT();
  if (!doc) return <>{'—'}</>;
  return (
    <div className="space-y-1">
      <p className="text-xs text-stone-600">{label}</p>
      <p className="font-medium whitespace-nowrap text-stone-900">{doc.number}</p>
      <button
        type="button"
        onClick={() => void downloadDocumentPdf(t, doc.id)}
        aria-label={t('billingAdmin.downloadPdfOf', { number: doc.number })}
        className={`${action} -ml-2 text-emerald-800`}
      >
        <FileDown aria-hidden size={16} />
        {t('billingAdmin.downloadPdf')}
      </button>
    </div>
  );
}

/** One purchase of a client: its status, days, sessions, total, documents and actions. */
export function PurchaseRow({
  purchase: p,
  onPay,
  onRefund,
}: {
  purchase: Purchase;
  onPay: () => void;
  onRefund: () => void;
}) {
  const t = useT();
  const badge = statusBadges[p.status];
  return (
    <tr>
      <td className="min-w-32 px-3 py-2 font-medium text-stone-900">{p.packageName}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        <Badge tone={badge.tone}>{t(badge.key)}</Badge>
      </td>
      <td className="px-3 py-2">
        {t('billingAdmin.purchases.validRange', {
          from: dayOf(p.validFrom),
          until: dayOf(p.validUntil),
        })}
      </td>
      <td className="px-3 py-2">{sessionsText(t, p)}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
        {formatPaise(p.totalPaise)}
      </td>
      <td className="px-3 py-2">
        <DocumentCell doc={p.invoice} label={t('billingAdmin.kind.invoice')} />
        {p.creditNote && (
          <div className="mt-2">
            <DocumentCell doc={p.creditNote} label={t('billingAdmin.kind.creditNote')} />
          </div>
        )}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-1">
          {p.status === 'awaitingPayment' && (
            <button
              type="button"
              onClick={onPay}
              className={`${action} text-emerald-800`}
              aria-label={t('billingAdmin.purchases.recordPaymentFor', { name: p.packageName })}
            >
              {t('billingAdmin.purchases.recordPayment')}
            </button>
          )}
          {refundable(p) && (
            <button
              type="button"
              onClick={onRefund}
              className={`${action} text-red-700`}
              aria-label={t('billingAdmin.purchases.refundName', { name: p.packageName })}
            >
              {t('billingAdmin.purchases.refund')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
