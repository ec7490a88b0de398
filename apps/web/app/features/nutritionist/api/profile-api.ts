import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordResponse, NutritionistRecord } from '@nourishwell/shared';
import { apiFetch, ApiError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';

export const myRecordQuery = (id: number) =>
  queryOptions({
    queryKey: ['nutritionist', 'record', id],
    queryFn: async () => (await apiFetch<NutritionistRecord[]>(`/nuts/id?id=${id}`))[0] ?? null,
  });

/** Multipart, so not through apiFetch's JSON body; errors take the same shape. */
async function postProfile(form: FormData): Promise<NutritionistRecord> {
  const token = getToken();
  const response = await fetch('/api/nuts/updateProfile', {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  if (!response.ok)
    throw new ApiError(response.status, body.message ?? 'Update failed.', body.code);
  return body as NutritionistRecord;
}

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
