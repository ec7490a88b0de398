import { useQuery } from '@tanstack/react-query';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { erasedConversationsQuery, erasureWhen } from './erasure-api.ts';

/**
 * Her conversations with clients who were erased (issue 18): kept read-only under the name
 * "Deleted user", one per erasure. Shows nothing when there are none.
 */
export function ErasedConversations() {
  const t = useT();
  const erased = useQuery(erasedConversationsQuery());
  if (erased.isLoading) return null;
  if (erased.isError)
    return (
      <QueryError
        message={t('privacyAdmin.erased.fetchFailed')}
        onRetry={() => void erased.refetch()}
      />
    );
  const list = erased.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="erased-heading" className="mt-6 space-y-3">
      <h2 id="erased-heading" className="text-lg font-semibold text-stone-900">
        {t('privacyAdmin.erased.title')}
      </h2>
      {list.map((conversation) => (
        <details
          key={conversation.reference}
          className="rounded-2xl border border-stone-200 bg-white p-4"
        >
          <summary className="cursor-pointer font-medium text-stone-900">
            {t('privacyAdmin.erased.deletedUser')}{' '}
            <span className="text-sm font-normal text-stone-600">
              {t('privacyAdmin.erased.when', {
                when: erasureWhen(conversation.erasedAt),
                reference: conversation.reference,
              })}
            </span>
          </summary>
          <p className="mt-2 text-sm text-stone-600">{t('privacyAdmin.erased.readOnly')}</p>
          <ol className="mt-3 space-y-2">
            {conversation.messages.map((message) => (
              <li
                key={message.id}
                className={`max-w-[85%] rounded-xl px-3 py-2 ${message.fromClient ? 'bg-stone-100' : 'ml-auto bg-emerald-50'}`}
              >
                <p className="text-xs text-stone-600">
                  {message.fromClient
                    ? t('privacyAdmin.erased.deletedUser')
                    : t('privacyAdmin.erased.you')}{' '}
                  · {erasureWhen(message.sentAt)}
                </p>
                <p className="whitespace-pre-wrap text-stone-900">{message.content}</p>
              </li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
