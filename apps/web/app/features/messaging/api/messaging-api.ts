import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Role } from '@nourishwell/shared';
import { api, apiKey, apiMutation, callApi, type ApiName } from '../../../lib/api.ts';
import { messagingKey } from '../../../lib/live-events.ts';

const PAGE = 50;

/**
 * The entry's key under `messagingKey`: a live event (lib/live-events.ts) refreshes every
 * read under that prefix, so chat reads keep it in front of their entry key.
 */
const liveKey = (...key: ReturnType<typeof apiKey<ApiName>>) => [...messagingKey, ...key];

export const conversationsQuery = () =>
  queryOptions({
    queryKey: liveKey(...apiKey('conversations')),
    queryFn: ({ signal }) => callApi('conversations', undefined, { signal }),
    staleTime: 0,
  });

/** One conversation, newest page first; older pages load on demand. */
export const threadQuery = (withId: number) =>
  infiniteQueryOptions({
    queryKey: liveKey(...apiKey('thread', { query: { with: withId } })),
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

/** The spec's send calls: each role sends through its own path, she is always the sender. */
export function useSendMessage(me: { id: number; role: Role }, withId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      me.role === 'nutritionist'
        ? api.sendToClient({ body: { nId: me.id, cId: withId, content } })
        : api.sendToNutritionist({ body: { nId: withId, cId: me.id, content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKey }),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation(
    apiMutation(queryClient, 'markRead', {
      onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKey }),
    }),
  );
}
