import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnquiriesQuery } from '@nourishwell/shared';
import { apiMutation, apiQuery } from '#web/lib/api.ts';

/** Issue 36: the admin's enquiries, a page at a time (the total in X-Total-Count). */
export const adminEnquiriesQuery = (query: EnquiriesQuery) => apiQuery('adminEnquiries', { query });

/**
 * A WhatsApp enquiry's conversation and whether a reply may go now. Always read afresh: the
 * window closes with time and opens again with their next message.
 */
export const enquiryThreadQuery = (id: number) => ({
  ...apiQuery('enquiryThread', { params: { id } }),
  staleTime: 0,
});

export const useMarkEnquiry = () =>
  useMutation(apiMutation(useQueryClient(), 'markEnquiry', { invalidates: ['adminEnquiries'] }));

/** A reply: the thread it answers is shown at once, and the list's reply count refreshed. */
export function useReplyToEnquiry(id: number) {
  const queryClient = useQueryClient();
  return useMutation(
    apiMutation(queryClient, 'replyToEnquiry', {
      invalidates: ['adminEnquiries', 'enquiryThread'],
      onSuccess: (thread) => queryClient.setQueryData(enquiryThreadQuery(id).queryKey, thread),
    }),
  );
}
