import type { NotificationLogRow } from '@nourishwell/shared';
import { formatDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * Under a row's status, what the provider reported after accepting it (issue 36): read or
 * delivered with the moment, or why it failed. Nothing for a row without either.
 */
export function DeliveryLine({ row }: { row: NotificationLogRow }) {
  const t = useT();
  let text: string | null = null;
  if (row.deliveryStatus === 'read' && row.readAt)
    text = t('admin.sent.delivery.read', { at: formatDateTime(row.readAt) });
  else if (row.deliveryStatus === 'delivered' && row.deliveredAt)
    text = t('admin.sent.delivery.delivered', { at: formatDateTime(row.deliveredAt) });
  else if (row.failureReason) text = t('admin.sent.delivery.failed', { reason: row.failureReason });
  else if (row.deliveryStatus === 'failed') text = t('admin.sent.delivery.failedNoReason');
  if (!text) return null;
  return <p className="mt-1 text-xs break-words text-stone-600">{text}</p>;
}
