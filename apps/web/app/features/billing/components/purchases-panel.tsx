import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Purchase } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { clientPurchasesQuery } from '#web/features/billing/api/billing-api.ts';
import { PurchaseRow } from './purchase-row.tsx';
import { RecordPaymentDialog } from './record-payment-dialog.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { SellPackageDialog } from './sell-package-dialog.tsx';

const headKeys = [
  'billingAdmin.purchases.head.package',
  'billingAdmin.purchases.head.status',
  'billingAdmin.purchases.head.valid',
  'billingAdmin.purchases.head.sessions',
  'billingAdmin.purchases.head.total',
  'billingAdmin.purchases.head.documents',
  'billingAdmin.purchases.head.actions',
] as const;

type Open =
  | { dialog: 'sell' }
  | { dialog: 'pay'; purchase: Purchase }
  | { dialog: 'refund'; purchase: Purchase }
  | null;

/**
 * Packages & payments of one client (issue 34): what she bought, newest first, with its
 * invoice and credit note; sell her a package, record a payment, refund one.
 */
export function PurchasesPanel({ clientId, clientName }: { clientId: number; clientName: string }) {
  const t = useT();
  const head = headKeys.map((key) => t(key));
  const purchases = useQuery(clientPurchasesQuery(clientId));
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const rows = purchases.data ?? [];

  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button onClick={() => setOpen({ dialog: 'sell' })}>
          <Plus aria-hidden size={18} /> {t('billingAdmin.purchases.sell')}
        </Button>
      </div>
      {purchases.isError && (
        <QueryError
          message={t('billingAdmin.purchases.failed')}
          onRetry={() => void purchases.refetch()}
        />
      )}
      <Table caption={t('billingAdmin.purchases.caption')} head={head} stickyLastColumn>
        {purchases.isPending && <EmptyRow colSpan={head.length}>{t('admin.loading')}</EmptyRow>}
        {purchases.isSuccess && rows.length === 0 && (
          <EmptyRow colSpan={head.length}>{t('billingAdmin.purchases.none')}</EmptyRow>
        )}
        {rows.map((purchase) => (
          <PurchaseRow
            key={purchase.id}
            purchase={purchase}
            onPay={() => setOpen({ dialog: 'pay', purchase })}
            onRefund={() => setOpen({ dialog: 'refund', purchase })}
          />
        ))}
      </Table>
      {open?.dialog === 'sell' && (
        <SellPackageDialog clientId={clientId} clientName={clientName} onClose={close} />
      )}
      {open?.dialog === 'pay' && <RecordPaymentDialog purchase={open.purchase} onClose={close} />}
      {open?.dialog === 'refund' && <RefundDialog purchase={open.purchase} onClose={close} />}
    </div>
  );
}
