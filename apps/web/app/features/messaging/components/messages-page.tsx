import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Role } from '@nourishwell/shared';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { conversationsQuery } from '#web/features/messaging/api/messaging-api.ts';
import { ConversationList } from './conversation-list.tsx';
import { ThreadView } from './thread-view.tsx';

/**
 * The nutritionist's and the client's Messages screens. A nutritionist picks a client from
 * the list (on a phone the list and the thread take turns); a client talks to her one
 * nutritionist. The open conversation is in the address (?with=id), so a reload keeps it.
 * `personLink` shows the open conversation's name as a link (the nutritionist's client
 * record).
 */
export function MessagesPage({
  me,
  personLink,
}: {
  me: { id: number; role: Role };
  personLink?: (id: number, name: string) => ReactNode;
}) {
  const t = useT();
  const conversations = useQuery(conversationsQuery());
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('with')) || null;

  if (conversations.isLoading) return <p role="status">{t('chat.loading')}</p>;
  if (conversations.isError || !conversations.data)
    return (
      <QueryError message={t('common.fetchFailed')} onRetry={() => void conversations.refetch()} />
    );

  const list = conversations.data;
  if (me.role === 'client') {
    const mine = list[0];
    if (!mine) return <p className="text-stone-700">{t('chat.noNutritionist')}</p>;
    return (
      <div className="h-[calc(100dvh-11rem)] min-h-96 md:h-[calc(100dvh-8rem)] overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <ThreadView me={me} conversation={mine} />
      </div>
    );
  }

  const open = list.find((c) => c.personId === chosen) ?? null;
  const select = (id: number | null) =>
    setParams(id ? { with: String(id) } : {}, { replace: true });
  return (
    <div className="grid h-[calc(100dvh-11rem)] min-h-96 md:h-[calc(100dvh-8rem)] overflow-hidden rounded-2xl border border-stone-200 bg-white md:grid-cols-[20rem_1fr]">
      <div
        className={`min-h-0 overflow-y-auto border-stone-200 md:border-r ${open ? 'hidden md:block' : ''}`}
      >
        <ConversationList
          conversations={list}
          me={me.id}
          selected={open?.personId ?? null}
          onSelect={select}
        />
      </div>
      <div className={`min-h-0 ${open ? '' : 'hidden md:flex md:items-center md:justify-center'}`}>
        {open ? (
          <ThreadView
            key={open.personId}
            me={me}
            conversation={open}
            onBack={() => select(null)}
            title={personLink?.(open.personId, open.name)}
          />
        ) : (
          <p className="text-stone-600">{t('chat.chooseClient')}</p>
        )}
      </div>
    </div>
  );
}
