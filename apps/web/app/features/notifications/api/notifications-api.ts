import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiMutation, apiQuery } from '#web/lib/api.ts';

/**
 * Her newest notices and the unread count. Always stale, so coming back to the window
 * reads them again (the query client refetches stale reads on focus); a live
 * `notification` event refreshes them too (lib/live-events.ts).
 */
export const notificationsQuery = () => ({
  ...apiQuery('notifications'),
  staleTime: 0,
  refetchOnWindowFocus: true,
});

/** Marks the ids given (or all) read; the answer is her notices as they now stand. */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation(
    apiMutation(queryClient, 'readNotifications', {
      invalidates: ['notifications'],
      onSuccess: (notices) => queryClient.setQueryData(apiKey('notifications'), notices),
    }),
  );
}

/** The admin's log of what the practice sent or will send, a page at a time (issue 17). */
export const notificationLogQuery = (query: { limit: number; offset: number }) =>
  apiQuery('notificationLog', { query });

/** Issue 36: the practice's WhatsApp templates and DLT ids, and which providers run. */
export const messagingSettingsQuery = () => apiQuery('messagingSettings');

export function useSaveMessagingSettings() {
  return useMutation(
    apiMutation(useQueryClient(), 'saveMessagingSettings', { invalidates: ['messagingSettings'] }),
  );
}
