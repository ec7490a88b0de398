import { useQuery } from '@tanstack/react-query';
import type { ErasureReason, MessageKey } from '@nourishwell/shared';
import { Card } from '#web/components/ui/detail-list.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { adminErasuresQuery, erasureWhen } from './erasure-api.ts';

const reasonKeys: Record<ErasureReason, MessageKey> = {
  request: 'privacyAdmin.erasures.reason.request',
  withdrawal: 'privacyAdmin.erasures.reason.withdrawal',
  retention: 'privacyAdmin.erasures.reason.retention',
};

/**
 * Issue 18: erasures waiting out their notice and the receipts of those done. An admin
 * sees them but cannot stop one: only the person herself can cancel.
 */
export function AdminErasuresPanel() {
  const t = useT();
  const erasures = useQuery(adminErasuresQuery());
  return (
    <Card title={t('privacyAdmin.erasures.title')}>
      {erasures.isLoading ? (
        <p role="status">{t('privacyAdmin.loading')}</p>
      ) : erasures.isError || !erasures.data ? (
        <QueryError
          message={t('privacyAdmin.erasures.fetchFailed')}
          onRetry={() => void erasures.refetch()}
          toastId="admin-erasures"
        />
      ) : (
        <div className="space-y-5">
          <div>
            <h3 className="font-semibold text-stone-900">{t('privacyAdmin.erasures.waiting')}</h3>
            {erasures.data.pending.length === 0 ? (
              <p className="text-stone-700">{t('privacyAdmin.erasures.noneWaiting')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-stone-200">
                {erasures.data.pending.map((row) => (
                  <li key={row.id} className="py-2">
                    <p className="font-medium text-stone-900">{row.clientName}</p>
                    <p className="text-sm text-stone-700">
                      {t('privacyAdmin.erasures.pending', {
                        reason: t(reasonKeys[row.reason]),
                        asked: erasureWhen(row.requestedAt),
                        erased: erasureWhen(row.scheduledFor),
                        attempts: row.attempts,
                      })}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="font-semibold text-stone-900">{t('privacyAdmin.erasures.done')}</h3>
            {erasures.data.receipts.length === 0 ? (
              <p className="text-stone-700">{t('privacyAdmin.erasures.noneDone')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-stone-200">
                {erasures.data.receipts.map((row) => (
                  <li key={row.reference} className="py-2 text-sm text-stone-700">
                    <span className="font-medium text-stone-900">{row.reference}</span> ·{' '}
                    {t('privacyAdmin.erasures.receipt', {
                      reason: t(reasonKeys[row.reason]),
                      erased: erasureWhen(row.erasedAt),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
