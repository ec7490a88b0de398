import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery } from '#web/lib/api.ts';

/** Her phone and email, each with when she verified it (issue 30). */
export const verifiedContactsQuery = () => apiQuery('verifiedContacts');

export const useSendContactCode = () =>
  useMutation(apiMutation(useQueryClient(), 'sendContactCode'));

export const useConfirmContactCode = () =>
  useMutation(
    apiMutation(useQueryClient(), 'confirmContactCode', { invalidates: ['verifiedContacts'] }),
  );
