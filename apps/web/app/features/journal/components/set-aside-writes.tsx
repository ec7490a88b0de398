import { CircleAlert } from 'lucide-react';
import { itemName } from '#web/lib/offline/queued-mutation.ts';
import { useSetAsideWrites } from '#web/lib/offline/use-send-waiting.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * What this phone gave up sending (it kept failing in a way nothing explains): each named,
 * said to be not sent, with a Discard button. Nothing shows while there is none.
 */
export function SetAsideWrites({ userId }: { userId: number }) {
  const t = useT();
  const { items, discard } = useSetAsideWrites(userId);
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('journal.notSentList')} className="space-y-2">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <CircleAlert aria-hidden size={16} className="shrink-0" />
          <span className="min-w-0 flex-1 break-words">
            {t('journal.notSent', { item: itemName(item) })}
          </span>
          <button
            type="button"
            onClick={() => void discard(item.id)}
            aria-label={t('journal.discardItem', {
              item: item.label ?? t('journal.thisOfflineChange'),
            })}
            className="min-h-11 rounded-lg border border-red-300 bg-white px-3 font-medium hover:bg-red-100"
          >
            {t('journal.discard')}
          </button>
        </li>
      ))}
    </ul>
  );
}
