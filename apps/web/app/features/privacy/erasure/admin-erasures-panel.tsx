import { useQuery } from '@tanstack/react-query';
import { erasureTexts, type ErasureReason } from '@nourishwell/shared';
import { Card } from '#web/components/ui/detail-list.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { adminErasuresQuery, erasureWhen } from './erasure-api.ts';

const reasonLabel: Record<ErasureReason, string> = {
  request: 'Her request',
  withdrawal: 'Consent withdrawn',
  retention: 'Inactive (retention)',
};

/**
 * Issue 18: erasures waiting out their notice and the receipts of those done. An admin
 * sees them but cannot stop one: only the person herself can cancel.
 */
export function AdminErasuresPanel() {
  const erasures = useQuery(adminErasuresQuery());
  return (
    <Card title="Erasure requests">
      {erasures.isLoading ? (
        <p role="status">Loading…</p>
      ) : erasures.isError || !erasures.data ? (
        <QueryError
          message={erasureTexts.adminFetchFailed}
          onRetry={() => void erasures.refetch()}
          toastId="admin-erasures"
        />
      ) : (
        <div className="space-y-5">
          <div>
            <h3 className="font-semibold text-stone-900">Waiting</h3>
            {erasures.data.pending.length === 0 ? (
              <p className="text-stone-700">No erasure is waiting.</p>
            ) : (
              <ul className="mt-2 divide-y divide-stone-200">
                {erasures.data.pending.map((row) => (
                  <li key={row.id} className="py-2">
                    <p className="font-medium text-stone-900">{row.clientName}</p>
                    <p className="text-sm text-stone-700">
                      {reasonLabel[row.reason]} · asked {erasureWhen(row.requestedAt)} · erased{' '}
                      {erasureWhen(row.scheduledFor)}
                      {row.attempts > 0 ? ` · ${row.attempts} failed attempts, retrying` : ''}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="font-semibold text-stone-900">Done</h3>
            {erasures.data.receipts.length === 0 ? (
              <p className="text-stone-700">No account has been erased yet.</p>
            ) : (
              <ul className="mt-2 divide-y divide-stone-200">
                {erasures.data.receipts.map((row) => (
                  <li key={row.reference} className="py-2 text-sm text-stone-700">
                    <span className="font-medium text-stone-900">{row.reference}</span> ·{' '}
                    {reasonLabel[row.reason]} · erased {erasureWhen(row.erasedAt)}
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
