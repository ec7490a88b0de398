import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Conversation, Role } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { formatTimeIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import {
  threadQuery,
  useMarkRead,
  useSendMessage,
} from '#web/features/messaging/api/messaging-api.ts';
import { Composer } from './composer.tsx';
import { threadItems } from './thread-layout.ts';
import { shownContent } from '#web/lib/whatsapp-content.ts';
import { WhatsappWindowLine } from './whatsapp-window-line.tsx';

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** One conversation: day separators, her messages on the right, and the composer. */
export function ThreadView({
  me,
  conversation,
  onBack,
  title,
}: {
  me: { id: number; role: Role };
  conversation: Conversation;
  onBack?: () => void;
  /** What the header shows for the other person (default: the name as text). */
  title?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const thread = useInfiniteQuery(threadQuery(conversation.personId));
  const send = useSendMessage(me, conversation.personId);
  const markRead = useMarkRead();
  const end = useRef<HTMLDivElement>(null);
  const messages = useMemo(() => thread.data?.pages.flat() ?? [], [thread.data]);
  const newest = messages[0]?.id;

  // Opening a thread, or a new message arriving in it, reads what the other person sent.
  // Once per newest message: a failed mark-read is not retried in a loop.
  const { mutate: read } = markRead;
  const readUpTo = useRef<string | null>(null);
  useEffect(() => {
    const key = `${conversation.personId}:${newest ?? 0}:${conversation.unread}`;
    if (conversation.unread === 0 || readUpTo.current === key) return;
    readUpTo.current = key;
    read({ body: { with: conversation.personId } });
  }, [conversation.unread, conversation.personId, newest, read]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  const items = threadItems(messages, me.id, new Date(), viewerZone(), {
    today: t('chat.today'),
    yesterday: t('chat.yesterday'),
    intlLocale: locale === 'hi' ? 'hi-IN' : 'en-IN',
  });
  return (
    <section
      aria-label={t('chat.conversationWith', { name: conversation.name })}
      className="flex h-full min-h-0 flex-col"
    >
      <header className="flex items-center gap-2 border-b border-stone-200 bg-white px-3 py-2">
        {onBack && (
          <button
            type="button"
            onClick={onBack}
            aria-label={t('chat.back')}
            className="flex h-11 w-11 items-center justify-center rounded-lg hover:bg-stone-100 md:hidden"
          >
            <ArrowLeft aria-hidden size={20} />
          </button>
        )}
        <h2 className="font-semibold text-stone-900">{title ?? conversation.name}</h2>
      </header>
      {/* A log: new messages are announced; focusable so the keyboard can scroll it. */}
      <div
        role="log"
        aria-label={t('chat.messagesWith', { name: conversation.name })}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto bg-stone-50 px-3 py-4"
      >
        {thread.hasNextPage && (
          <div className="mb-3 text-center">
            <Button
              variant="secondary"
              disabled={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              {thread.isFetchingNextPage ? t('chat.loadingEarlier') : t('chat.loadEarlier')}
            </Button>
          </div>
        )}
        {thread.isLoading && <p role="status">{t('chat.loading')}</p>}
        {thread.isError && (
          <p role="alert" className="text-red-700">
            {t('common.fetchFailed')}
          </p>
        )}
        {thread.isSuccess && messages.length === 0 && (
          <p className="text-center text-sm text-stone-600">
            {t('chat.sayHello', { name: conversation.name })}
          </p>
        )}
        <ol className="space-y-2">
          {items.map((item) =>
            item.kind === 'day' ? (
              <li key={item.key} className="py-2 text-center text-xs font-semibold text-stone-600">
                {item.label}
              </li>
            ) : (
              <li key={item.key} className={`flex ${item.mine ? 'justify-end' : 'justify-start'}`}>
                <div
                  className={`max-w-[80%] rounded-2xl px-3 py-2 shadow-sm ${
                    item.mine
                      ? 'bg-emerald-700 text-white'
                      : 'border border-stone-200 bg-white text-stone-900'
                  }`}
                >
                  <p className="break-words whitespace-pre-wrap">{shownContent(t, item.message)}</p>
                  <p
                    className={`mt-1 text-right text-xs ${item.mine ? 'text-emerald-50' : 'text-stone-600'}`}
                  >
                    <span className="sr-only">
                      {item.mine ? t('chat.you') : conversation.name},{' '}
                    </span>
                    {item.message.channel === 'whatsapp' && (
                      <span className="mr-1.5 font-semibold">{t('chat.viaWhatsapp')} ·</span>
                    )}
                    {formatTimeIn(locale, item.message.sentAt)}
                  </p>
                </div>
              </li>
            ),
          )}
        </ol>
        <div ref={end} />
      </div>
      {me.role === 'nutritionist' && <WhatsappWindowLine clientId={conversation.personId} />}
      <Composer to={conversation.name} send={send.mutateAsync} pending={send.isPending} />
    </section>
  );
}
