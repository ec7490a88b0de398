import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiMutation, apiQuery, type ApiResult } from '#web/lib/api.ts';

const recordInput = (id: number) => ({ query: { id } });

/** Her own record (a nutritionist reads the full record here), or null when none. */
export const myRecordQuery = (id: number) => ({
  ...apiQuery('nutritionistById', recordInput(id)),
  select: (rows: ApiResult<'nutritionistById'>) => rows[0] ?? null,
});

/** The record her profile form edits. */
export type MyRecord = ApiResult<'nutritionistById'>[number];

/** Multipart (the photo travels beside the fields); the saved record replaces the cached one. */
export function useSaveProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation(
    apiMutation(queryClient, 'saveNutritionistProfile', {
      onSuccess: (record) =>
        queryClient.setQueryData(apiKey('nutritionistById', recordInput(id)), [record]),
    }),
  );
}

export const useUpdatePassword = () => useMutation(apiMutation(useQueryClient(), 'updatePassword'));
