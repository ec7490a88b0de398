import { Link } from 'react-router';
import type { Notification } from '@nourishwell/shared';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { noticeAge, noticeMoment } from '#web/features/notifications/notice-time.ts';

/** Her notices, newest first; an unread one is bold with a dot, and says so to a screen reader. */
export function NoticeList({
  items,
  onOpen,
}: {
  items: readonly Notification[];
  onOpen: (notice: Notification) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const age = { locale, justNow: t('notices.justNow') };
  if (items.length === 0) return <p className="px-1 py-4 text-stone-700">{t('notices.empty')}</p>;
  return (
    <ul aria-label={t('notices.newest')} className="divide-y divide-stone-100">
      {items.map((notice) => {
        const unread = notice.readAt === null;
        return (
          <li key={notice.id}>
            <Link
              to={notice.link}
              onClick={() => onOpen(notice)}
              className="flex min-h-11 gap-3 rounded-lg px-2 py-2.5 hover:bg-stone-50"
            >
              <span
                aria-hidden
                className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${unread ? 'bg-amber-500' : 'bg-transparent'}`}
              />
              <span className="min-w-0 flex-1">
                <span
                  className={`block break-words ${unread ? 'font-semibold text-stone-900' : 'text-stone-700'}`}
                >
                  {unread && <span className="sr-only">{t('notices.unread')} </span>}
                  {notice.text}
                </span>
                <time
                  dateTime={notice.createdAt}
                  title={noticeMoment(notice.createdAt, locale)}
                  className="block text-xs text-stone-600"
                >
                  {noticeAge(notice.createdAt, new Date(), age)}
                </time>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
