import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { PageSteps } from '#web/components/ui/list-controls.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { notificationLogQuery } from '#web/features/notifications/api/notifications-api.ts';
import { DeliveryLine } from './delivery-line.tsx';
import { channelKeys, kindKeys, statusBadges } from './notification-labels.ts';

const SIZE = 50;
const headKeys = [
  'admin.sent.head.kind',
  'admin.sent.head.recipient',
  'admin.sent.head.channel',
  'admin.sent.head.status',
  'admin.sent.head.attempts',
  'admin.sent.head.created',
  'admin.sent.head.sent',
] as const;

/**
 * Sent Messages: what the practice sent or will send, newest first, 50 a page (the total
 * comes in X-Total-Count). Never a message's text: only who, how and whether it went, and
 * what the provider later reported (delivered, read, failed and why).
 */
export function NotificationsPanel() {
  const t = useT();
  const head = headKeys.map((key) => t(key));
  const [page, setPage] = useState(0);
  const log = useQuery({
    ...notificationLogQuery({ limit: SIZE, offset: page * SIZE }),
    // The page shown stays while the next one loads, so Next does not blank the table.
    placeholderData: keepPreviousData,
  });
  const rows = log.data?.rows ?? [];

  return (
    <div className="max-w-6xl space-y-4">
      {log.isError && (
        <QueryError
          message={t('admin.sent.failed')}
          onRetry={() => void log.refetch()}
          toastId="admin-load-error"
        />
      )}
      {/* Short words and times stay on one line; the recipient column takes what is left. */}
      <Table caption={t('admin.sent.title')} head={head} columnMin={112}>
        {log.isPending && <EmptyRow colSpan={head.length}>{t('admin.loading')}</EmptyRow>}
        {log.isSuccess && rows.length === 0 && (
          <EmptyRow colSpan={head.length}>{t('admin.sent.none')}</EmptyRow>
        )}
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="px-3 py-2">
              <span className="font-medium text-stone-900">{t(kindKeys[row.kind])}</span>
              {/* Issue 36: an automatic message says why it went. */}
              {row.reason && <span className="block text-sm text-stone-600">{row.reason}</span>}
            </td>
            <td className="px-3 py-2">{row.recipient}</td>
            <td className="px-3 py-2 whitespace-nowrap">{t(channelKeys[row.channel])}</td>
            <td className="min-w-40 px-3 py-2">
              <Badge tone={statusBadges[row.status].tone}>{t(statusBadges[row.status].key)}</Badge>
              <DeliveryLine row={row} />
            </td>
            <td className="px-3 py-2">{row.attempts}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              {row.sentAt ? formatDateTime(row.sentAt) : '—'}
            </td>
          </tr>
        ))}
      </Table>
      {log.data && log.data.total > 0 && (
        <PageSteps page={page} size={SIZE} total={log.data.total} onPage={setPage} />
      )}
    </div>
  );
}
