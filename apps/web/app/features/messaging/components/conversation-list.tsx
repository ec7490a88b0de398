import type { Conversation } from '@nourishwell/shared';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { formatDateIn, formatTimeIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { shownContent } from '#web/lib/whatsapp-content.ts';

const sameDay = (iso: string) => new Date(iso).toDateString() === new Date().toDateString();

/**
 * The Messages screen's list: her people, most recent conversation first, each with a
 * preview and what is unread.
 */
export function ConversationList({
  conversations,
  me,
  selected,
  onSelect,
}: {
  conversations: Conversation[];
  me: number;
  selected: number | null;
  onSelect: (personId: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  if (conversations.length === 0)
    return <p className="p-4 text-sm text-stone-600">{t('chat.noClients')}</p>;
  return (
    <ul aria-label={t('chat.conversations')} className="divide-y divide-stone-100">
      {conversations.map((c) => {
        const last = c.lastMessage;
        return (
          <li key={c.personId}>
            <button
              type="button"
              onClick={() => onSelect(c.personId)}
              aria-current={selected === c.personId ? 'true' : undefined}
              aria-label={t('chat.person', { name: c.name, unread: c.unread })}
              className="flex w-full items-center gap-3 px-3 py-3 text-left hover:bg-stone-50 aria-[current=true]:bg-emerald-50"
            >
              <Avatar src={c.profilePicUrl} name={c.name} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-semibold text-stone-900">{c.name}</span>
                  {last && (
                    <span className="shrink-0 text-xs text-stone-600">
                      {sameDay(last.sentAt)
                        ? formatTimeIn(locale, last.sentAt)
                        : formatDateIn(locale, last.sentAt)}
                    </span>
                  )}
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-stone-600">
                    {!last
                      ? t('chat.noMessagesYet')
                      : last.senderId === me
                        ? t('chat.youSaid', { content: shownContent(t, last) })
                        : shownContent(t, last)}
                  </span>
                  {c.unread > 0 && (
                    <span className="min-w-6 shrink-0 rounded-full bg-emerald-700 px-1.5 text-center text-xs font-bold text-white">
                      {c.unread}
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
