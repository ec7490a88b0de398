import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { toast } from 'sonner';
import type { Notification } from '@nourishwell/shared';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { refreshNoticeReads } from '#web/lib/live-events.ts';
import {
  notificationsQuery,
  useReadNotifications,
} from '#web/features/notifications/api/notifications-api.ts';
import { NoticeList } from './notice-list.tsx';

/** "9+" keeps the badge one small circle. */
const badgeCount = (unread: number) => (unread > 9 ? '9+' : String(unread));

/** Closes the panel on Escape (focus back on the bell) and on a press outside it. */
function useDismiss(open: boolean, close: () => void, root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      root.current?.querySelector<HTMLElement>('button')?.focus();
    };
    const onPress = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open, close, root]);
}

/**
 * The header's bell (every signed-in role): the unread count on it, and a panel of her
 * newest notices. Opening a notice marks it read and goes to where it leads.
 */
export function NotificationBell() {
  const t = useT();
  const queryClient = useQueryClient();
  const notices = useQuery(notificationsQuery());
  const read = useReadNotifications();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);
  useDismiss(open, close, root);
  const unread = notices.data?.unread ?? 0;

  const markRead = (ids?: number[]) =>
    read.mutateAsync({ body: ids ? { ids } : {} }).catch((error: unknown) => {
      toast.error(apiMessageOr(t('notices.readFailed'))(error));
    });

  const openNotice = (notice: Notification) => {
    if (notice.readAt === null) void markRead([notice.id]);
    // The page it leads to may be open already (her journal): it loads again to show it.
    void refreshNoticeReads(queryClient);
    close();
  };

  return (
    // Static on a phone, so the panel places itself against the whole header; beside the
    // bell from sm up.
    <div ref={root} className="sm:relative">
      <button
        type="button"
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('notices.bell', { unread })}
        className="relative flex h-11 w-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
      >
        <Bell aria-hidden size={20} />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-400 px-1 text-xs font-bold text-stone-900"
          >
            {badgeCount(unread)}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('notices.title')}
          className="absolute inset-x-2 top-full z-40 mt-1 max-h-[70dvh] overflow-y-auto rounded-2xl border border-stone-200 bg-white p-3 shadow-xl sm:inset-x-auto sm:right-0 sm:w-96"
        >
          <div className="mb-2 flex items-center justify-between gap-2 px-1">
            <h2 className="font-semibold text-stone-900">{t('notices.title')}</h2>
            <button
              type="button"
              onClick={() => void markRead()}
              disabled={unread === 0 || read.isPending}
              className="min-h-11 rounded-lg px-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 disabled:text-stone-400 disabled:hover:bg-transparent"
            >
              {t('notices.markAllRead')}
            </button>
          </div>
          {notices.isPending && (
            <p role="status" className="px-1 py-4 text-stone-700">
              {t('notices.loading')}
            </p>
          )}
          {notices.isError && (
            <QueryError message={t('notices.loadFailed')} onRetry={() => void notices.refetch()} />
          )}
          {notices.data && <NoticeList items={notices.data.items} onOpen={openNotice} />}
        </div>
      )}
    </div>
  );
}
