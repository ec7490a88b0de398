import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@nourishwell/shared';
import { api, apiKey, apiMutation, apiQuery, callApi } from '#web/lib/api.ts';
import { useCaseloadMutation } from '#web/lib/dashboard-reads.ts';
import { chatReads, refreshChat } from '#web/lib/live-events.ts';

const PAGE = 50;

// A live event (lib/live-events.ts) refreshes these reads by their entry names.
export const conversationsQuery = () => ({ ...apiQuery('conversations'), staleTime: 0 });

/** One conversation, newest page first; older pages load on demand. */
export const threadQuery = (withId: number) =>
  infiniteQueryOptions({
    queryKey: apiKey('thread', { query: { with: withId } }),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        'thread',
        { query: { with: withId, limit: PAGE, before: pageParam || undefined } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.length < PAGE ? undefined : last[last.length - 1]?.id),
    staleTime: 0,
  });

/** A nutritionist's: whether her reply to this client also goes to the client's WhatsApp. */
export const whatsappWindowQuery = (clientId: number) => ({
  ...apiQuery('whatsappWindow', { query: { with: clientId } }),
  staleTime: 0,
});

/** The spec's send calls: each role sends through its own path, she is always the sender. */
export function useSendMessage(me: { id: number; role: Role }, withId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      me.role === 'nutritionist'
        ? api.messageClient({ body: { nId: me.id, cId: withId, content } })
        : api.sendToNutritionist({ body: { nId: withId, cId: me.id, content } }),
    onSuccess: () => refreshChat(queryClient),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation(apiMutation(queryClient, 'markRead', { invalidates: chatReads }));
}

/** A client's message to her nutritionist from the dashboard's Contact Nutritionist. */
export const useSendToNutritionist = () =>
  useMutation(apiMutation(useQueryClient(), 'sendToNutritionist'));

/** Her message to one client, from the appointments board. */
export const useMessageClient = () => useCaseloadMutation('messageClient');
/** One message to every client of hers. */
export const useBulkMessage = () => useCaseloadMutation('bulkMessage');
