import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ChatMessage, Conversation, Role } from '@nourishwell/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { messagingKey } from '../../../lib/live-events.ts';

const PAGE = 50;

export const conversationsQuery = () =>
  queryOptions({
    queryKey: [...messagingKey, 'conversations'],
    queryFn: () => apiFetch<Conversation[]>('/messages/conversations'),
    staleTime: 0,
  });

/** One conversation, newest page first; older pages load on demand. */
export const threadQuery = (withId: number) =>
  infiniteQueryOptions({
    queryKey: [...messagingKey, 'thread', withId],
    queryFn: ({ pageParam }) =>
      apiFetch<ChatMessage[]>(
        `/messages/thread?with=${withId}&limit=${PAGE}${pageParam ? `&before=${pageParam}` : ''}`,
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
        ? apiFetch('/nuts/sendMessage', {
            method: 'POST',
            body: { nId: me.id, cId: withId, content },
          })
        : apiFetch('/client/sendMessage', {
            method: 'POST',
            body: { nId: withId, cId: me.id, content },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKey }),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withId: number) =>
      apiFetch<{ count: number }>('/messages/read', { method: 'POST', body: { with: withId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKey }),
  });
}
