import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiMutation, apiQuery, type ApiResult } from '#web/lib/api.ts';
import { useAdminMutation } from '#web/lib/dashboard-reads.ts';

export const adminProfileQuery = () => apiQuery('adminProfile');

export const useSaveAdminProfile = () => useAdminMutation('updateAdminProfile');

/**
 * The client's own details. Multipart: the fields as typed plus an optional photo; the
 * answer is her saved record, put into her record as read. A new phone drops its
 * verification on the server, so her contacts are read again.
 */
export function useSaveOwnProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation(
    apiMutation(queryClient, 'updateOwnProfile', {
      invalidates: ['verifiedContacts'],
      onSuccess: (record) =>
        queryClient.setQueryData(
          apiKey('ownRecord', { query: { email } }),
          (old: ApiResult<'ownRecord'> | undefined) => old?.map((row) => ({ ...row, ...record })),
        ),
    }),
  );
}
