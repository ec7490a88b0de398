import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AssignedNutritionist,
  ClientMessageInput,
  ClientRecord,
  MealPlan,
  OwnClientRecord,
  ProgressEntry,
  RatingInput,
} from '@nourishwell/shared';
import { apiFetch, ApiError } from '../../../lib/api-client.ts';
import { apiMutation, apiQuery } from '../../../lib/api.ts';

export const portalKeys = {
  all: ['client'] as const,
  record: (email: string) => ['client', 'record', email] as const,
  nutritionist: (email: string) => ['client', 'nutritionist', email] as const,
  rating: (nutId: number, email: string) => ['client', 'rating', nutId, email] as const,
};

const query = (key: string, value: string | number) => `${key}=${encodeURIComponent(value)}`;

/** Her record (with her nutritionist's card), found by her email; none is a 404. */
export const ownRecordQuery = (email: string) =>
  queryOptions({
    queryKey: portalKeys.record(email),
    queryFn: async () => {
      const [record] = await apiFetch<OwnClientRecord[]>(`/client/email?${query('email', email)}`);
      if (!record) throw new ApiError(404, 'Profile not found. Please contact support.');
      return record;
    },
  });

export const ownProgressQuery = (id: number) =>
  queryOptions({
    queryKey: ['client', 'progress', id],
    queryFn: () => apiFetch<ProgressEntry[]>(`/client/progress?${query('id', id)}`),
  });

export const ownMealPlanQuery = (id: number) =>
  queryOptions({
    queryKey: ['client', 'meal-plan', id],
    queryFn: () => apiFetch<MealPlan>(`/client/meal?${query('id', id)}`),
  });

export const goalsQuery = (clientId: number) => apiQuery('goals', { query: { clientId } });

/** Her nutritionist, or null when none is assigned (the answer is an empty array). */
export const myNutritionistQuery = (email: string) =>
  queryOptions({
    queryKey: portalKeys.nutritionist(email),
    queryFn: async () =>
      (await apiFetch<AssignedNutritionist[]>(`/client/nut?${query('email', email)}`))[0] ?? null,
  });

/** Her current rating of that nutritionist, or null before she rates. */
export const myRatingQuery = (nutId: number, email: string) =>
  queryOptions({
    queryKey: portalKeys.rating(nutId, email),
    queryFn: async () =>
      (
        await apiFetch<Array<{ rating: number }>>(
          `/nuts/rating?${query('nutId', nutId)}&${query('clientEmail', email)}`,
        )
      )[0]?.rating ?? null,
  });

/** A goal change: the list is read again, so what she sees is what was saved. */
const useGoalMutation = <N extends 'addGoal' | 'updateGoal' | 'deleteGoal'>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: ['goals'] }));

export const useAddGoal = () => useGoalMutation('addGoal');
export const useUpdateGoal = () => useGoalMutation('updateGoal');
export const useDeleteGoal = () => useGoalMutation('deleteGoal');

export function useRateNutritionist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingInput) =>
      apiFetch<{ message: string }>('/client/rateNutritionist', { method: 'POST', body: input }),
    onSuccess: (_answer, input) =>
      queryClient.setQueryData(
        portalKeys.rating(Number(input.nutId), String(input.clientEmail)),
        Number(input.rating),
      ),
  });
}

export const useSendToNutritionist = () =>
  useMutation({
    mutationFn: (input: ClientMessageInput) =>
      apiFetch<{ message: string }>('/client/sendMessage', { method: 'POST', body: input }),
  });

/** Multipart: the fields as typed plus an optional photo; the answer is her saved record. */
export function useSaveOwnProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiFetch<ClientRecord>('/client/updateProfile', { method: 'POST', body: form }),
    onSuccess: (record) =>
      queryClient.setQueryData(portalKeys.record(email), (old: OwnClientRecord | undefined) =>
        old ? { ...old, ...record } : old,
      ),
  });
}
