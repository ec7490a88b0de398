import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { formatPaise, type Revenue } from '@nourishwell/shared';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { formatDate, formatDay } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

const cell = 'px-3 py-2';
const money = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';
const date = 'px-3 py-2 whitespace-nowrap';

/** Her name, linked to her record while she has one (a deleted client's stays plain). */
function Client({ id, name }: { id: number | null; name: string }) {
  if (id === null) return <>{name}</>;
  return (
    <Link
      to={`/dashboard/admin/client/${id}`}
      className="font-medium text-emerald-800 underline-offset-2 hover:underline"
    >
      {name}
    </Link>
  );
}

/** Each package's sales and money in over the twelve months. */
export function ByPackageTable({ rows }: { rows: Revenue['byPackage'] }) {
  const t = useT();
  const head = [
    t('billingAdmin.revenue.head.package'),
    t('billingAdmin.revenue.head.sold'),
    t('billingAdmin.revenue.head.collected'),
  ];
  return (
    <Table caption={t('billingAdmin.revenue.byPackage')} head={head}>
      {rows.length === 0 && (
        <EmptyRow colSpan={head.length}>{t('billingAdmin.revenue.noPackages')}</EmptyRow>
      )}
      {rows.map((row) => (
        <tr key={row.packageId}>
          <td className={`${cell} font-medium text-stone-900`}>{row.name}</td>
          <td className={money}>{row.sold}</td>
          <td className={money}>{formatPaise(row.collectedPaise)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Purchases awaiting payment, oldest first, with the link sent to pay if there is one. */
export function OutstandingTable({ rows }: { rows: Revenue['outstanding'] }) {
  const t = useT();
  const head = [
    t('billingAdmin.revenue.head.client'),
    t('billingAdmin.revenue.head.package'),
    t('billingAdmin.revenue.head.amount'),
    t('billingAdmin.revenue.head.since'),
    t('billingAdmin.revenue.head.payLink'),
  ];
  return (
    <Table caption={t('billingAdmin.revenue.outstanding')} head={head}>
      {rows.length === 0 && (
        <EmptyRow colSpan={head.length}>{t('billingAdmin.revenue.noOutstanding')}</EmptyRow>
      )}
      {rows.map((row) => (
        <tr key={row.purchaseId}>
          <td className={cell}>
            <Client id={row.clientId} name={row.clientName} />
          </td>
          <td className={cell}>{row.packageName}</td>
          <td className={money}>{formatPaise(row.totalPaise)}</td>
          <td className={date}>{formatDate(row.since)}</td>
          <td className={cell}>
            {row.payUrl ? (
              <a
                href={row.payUrl}
                target="_blank"
                rel="noreferrer"
                aria-label={t('billingAdmin.revenue.openPayLinkOf', { name: row.clientName })}
                className="inline-flex items-center gap-1 font-medium text-emerald-800 hover:underline"
              >
                <ExternalLink aria-hidden size={16} />
                {t('billingAdmin.revenue.openPayLink')}
              </a>
            ) : (
              '-'
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Active packages ending in the next 30 days with nothing bought to follow them. */
export function RenewalsTable({ rows }: { rows: Revenue['renewalsDue'] }) {
  const t = useT();
  const head = [
    t('billingAdmin.revenue.head.client'),
    t('billingAdmin.revenue.head.package'),
    t('billingAdmin.revenue.head.endsOn'),
  ];
  return (
    <Table caption={t('billingAdmin.revenue.renewalsDue')} head={head}>
      {rows.length === 0 && (
        <EmptyRow colSpan={head.length}>{t('billingAdmin.revenue.noRenewals')}</EmptyRow>
      )}
      {rows.map((row) => (
        <tr key={row.purchaseId}>
          <td className={cell}>
            <Client id={row.clientId} name={row.clientName} />
          </td>
          <td className={cell}>{row.packageName}</td>
          <td className={date}>{formatDay(row.validUntil)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Refunds over the twelve months, each with its credit note. */
export function RefundsTable({ rows }: { rows: Revenue['refunds'] }) {
  const t = useT();
  const head = [
    t('billingAdmin.revenue.head.client'),
    t('billingAdmin.revenue.head.package'),
    t('billingAdmin.revenue.head.amount'),
    t('billingAdmin.revenue.head.refundedOn'),
    t('billingAdmin.revenue.head.creditNote'),
  ];
  return (
    <Table caption={t('billingAdmin.revenue.refunds')} head={head}>
      {rows.length === 0 && (
        <EmptyRow colSpan={head.length}>{t('billingAdmin.revenue.noRefunds')}</EmptyRow>
      )}
      {rows.map((row) => (
        <tr key={row.purchaseId}>
          <td className={cell}>{row.clientName}</td>
          <td className={cell}>{row.packageName}</td>
          <td className={money}>{formatPaise(row.totalPaise)}</td>
          <td className={date}>{row.refundedAt ? formatDate(row.refundedAt) : '-'}</td>
          <td className={date}>{row.creditNote ?? '-'}</td>
        </tr>
      ))}
    </Table>
  );
}
