import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordResponse, NutritionistRecord } from '@nourishwell/shared';
import { apiFetch } from '../../../lib/api-client.ts';

export const myRecordQuery = (id: number) =>
  queryOptions({
    queryKey: ['nutritionist', 'record', id],
    queryFn: async () => (await apiFetch<NutritionistRecord[]>(`/nuts/id?id=${id}`))[0] ?? null,
  });

/** Multipart (the photo travels beside the fields); errors take the usual ApiError shape. */
const postProfile = (form: FormData) =>
  apiFetch<NutritionistRecord>('/nuts/updateProfile', { method: 'POST', body: form });

export function useSaveProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postProfile,
    onSuccess: (record) => queryClient.setQueryData(myRecordQuery(id).queryKey, record),
  });
}

export const useUpdatePassword = () =>
  useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      apiFetch<ChangePasswordResponse>('/nuts/updatepassword', { method: 'POST', body: input }),
  });
