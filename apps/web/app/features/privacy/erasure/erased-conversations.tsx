import { useQuery } from '@tanstack/react-query';
import { erasureTexts } from '@nourishwell/shared';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { erasedConversationsQuery, erasureWhen } from './erasure-api.ts';

/**
 * Her conversations with clients who were erased (issue 18): kept read-only under the name
 * "Deleted user", one per erasure. Shows nothing when there are none.
 */
export function ErasedConversations() {
  const erased = useQuery(erasedConversationsQuery());
  if (erased.isLoading) return null;
  if (erased.isError)
    return (
      <QueryError message={erasureTexts.erasedFetchFailed} onRetry={() => void erased.refetch()} />
    );
  const list = erased.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="erased-heading" className="mt-6 space-y-3">
      <h2 id="erased-heading" className="text-lg font-semibold text-stone-900">
        Conversations with deleted accounts
      </h2>
      {list.map((conversation) => (
        <details
          key={conversation.reference}
          className="rounded-2xl border border-stone-200 bg-white p-4"
        >
          <summary className="cursor-pointer font-medium text-stone-900">
            {erasureTexts.deletedUser}{' '}
            <span className="text-sm font-normal text-stone-600">
              (erased {erasureWhen(conversation.erasedAt)}, {conversation.reference})
            </span>
          </summary>
          <p className="mt-2 text-sm text-stone-600">Read-only: this account no longer exists.</p>
          <ol className="mt-3 space-y-2">
            {conversation.messages.map((message) => (
              <li
                key={message.id}
                className={`max-w-[85%] rounded-xl px-3 py-2 ${message.fromClient ? 'bg-stone-100' : 'ml-auto bg-emerald-50'}`}
              >
                <p className="text-xs text-stone-600">
                  {message.fromClient ? erasureTexts.deletedUser : 'You'} ·{' '}
                  {erasureWhen(message.sentAt)}
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
