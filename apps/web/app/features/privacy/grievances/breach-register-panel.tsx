import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { BreachDialog } from './breach-dialog.tsx';
import { BreachForm } from './breach-form.tsx';
import { breachesQuery } from './grievances-api.ts';
import { breachStatusKeys, ReportClock } from './breach-labels.tsx';

const headKeys = [
  'privacyAdmin.breaches.incident',
  'privacyAdmin.breaches.discovered',
  'privacyAdmin.breaches.reportBy',
  'privacyAdmin.breaches.clock',
  'privacyAdmin.breaches.affected',
  'privacyAdmin.breaches.status',
] as const;

/** The breach register: every incident with its 72-hour clock to report to the Board. */
export function BreachRegisterPanel() {
  const t = useT();
  const head = headKeys.map((key) => t(key));
  const list = useQuery(breachesQuery());
  const [recording, setRecording] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);

  // min-w-0: in the privacy page's grid a wide table scrolls inside its card instead of
  // widening the page on a phone.
  return (
    <div className="min-w-0">
      <Card
        title={t('privacyAdmin.breaches.title')}
        action={
          <Button onClick={() => setRecording(true)}>{t('privacyAdmin.breaches.record')}</Button>
        }
      >
        {list.isError ? (
          <QueryError
            message={t('privacyAdmin.breaches.loadFailed')}
            onRetry={() => void list.refetch()}
            toastId="admin-load-error"
          />
        ) : (
          <Table caption={t('privacyAdmin.breaches.title')} head={head} columnMin={104}>
            {list.isPending && (
              <EmptyRow colSpan={head.length}>{t('privacyAdmin.loading')}</EmptyRow>
            )}
            {list.isSuccess && list.data.length === 0 && (
              <EmptyRow colSpan={head.length}>{t('privacyAdmin.breaches.none')}</EmptyRow>
            )}
            {list.data?.map((b) => (
              <tr key={b.id} className={b.overdue ? 'bg-red-50' : undefined}>
                <td className="px-3 py-2">
                  <button
                    type="button"
                    onClick={() => setOpenId(b.id)}
                    className="min-h-11 text-left font-semibold text-emerald-800 underline"
                  >
                    {b.title}
                  </button>
                </td>
                <td className="px-3 py-2">{formatDateTime(b.discoveredAt)}</td>
                <td className="px-3 py-2">{formatDateTime(b.reportBy)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <ReportClock breach={b} />
                </td>
                <td className="px-3 py-2">
                  {b.notifiedAt
                    ? t('privacyAdmin.breaches.affectedNotified', { count: b.affectedCount })
                    : b.affectedCount}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{t(breachStatusKeys[b.status])}</td>
              </tr>
            ))}
          </Table>
        )}
        {recording && (
          <BreachForm
            onClose={() => setRecording(false)}
            onRecorded={(created) => {
              setRecording(false);
              setOpenId(created.id);
            }}
          />
        )}
        {openId !== null && <BreachDialog id={openId} onClose={() => setOpenId(null)} />}
      </Card>
    </div>
  );
}
