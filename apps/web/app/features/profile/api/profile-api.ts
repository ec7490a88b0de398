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

const recordInput = (id: number) => ({ query: { id } });

/** The nutritionist's own record (a nutritionist reads the full record here), or null when none. */
export const myRecordQuery = (id: number) => ({
  ...apiQuery('nutritionistById', recordInput(id)),
  select: (rows: ApiResult<'nutritionistById'>) => rows[0] ?? null,
});

/** The record her profile form edits. */
export type MyRecord = ApiResult<'nutritionistById'>[number];

/** Multipart (the photo travels beside the fields); the saved record replaces the cached one. */
export function useSaveNutritionistProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation(
    apiMutation(queryClient, 'saveNutritionistProfile', {
      onSuccess: (record) =>
        queryClient.setQueryData(apiKey('nutritionistById', recordInput(id)), [record]),
    }),
  );
}
