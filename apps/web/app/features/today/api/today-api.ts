import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery } from '#web/lib/api.ts';

/** Her day, read in her own zone: today's sessions and the clients who need her. */
export const todayQuery = (timeZone: string) => ({
  ...apiQuery('today', { query: { timeZone } }),
  // The list changes as clients write, log and book: read it afresh each visit.
  staleTime: 0,
});

/** Snooze or done: the list is read again without the item. */
export const useMarkToday = () =>
  useMutation(apiMutation(useQueryClient(), 'markToday', { invalidates: ['today'] }));

/** Undo a snooze or done: the item comes back. */
export const useUnmarkToday = () =>
  useMutation(apiMutation(useQueryClient(), 'unmarkToday', { invalidates: ['today'] }));
