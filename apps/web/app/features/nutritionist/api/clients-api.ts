import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BulkMessageInput,
  BulkMessageResponse,
  CreatedClient,
  MealPlan,
  NutritionistClientAddInput,
  ProgressEntry,
  ProgressInput,
  WeeklyMealPlanInput,
} from '@nourishwell/shared';
import { apiKey, callApi } from '../../../lib/api.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { nutritionistKeys } from './nutritionist-api.ts';

export const mealPlanQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['nutritionist', 'meal-plan', clientId],
    queryFn: () => apiFetch<MealPlan>(`/client/meal?id=${clientId}`),
    // The dialog edits it: always start from what is saved now.
    staleTime: 0,
  });

export const progressQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['nutritionist', 'progress', clientId],
    queryFn: () => apiFetch<ProgressEntry[]>(`/client/progress?id=${clientId}`),
    staleTime: 0,
  });

/** A write that changes what her tables show: every nutritionist query is refetched after. */
function useCaseloadMutation<I, O = { message: string }>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => apiFetch<O>(path, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nutritionistKeys.all }),
  });
}

export const useRecordProgress = () => useCaseloadMutation<ProgressInput>('/client/progress');
export const useSaveMealPlan = () =>
  useCaseloadMutation<WeeklyMealPlanInput, MealPlan>('/nuts/addWeeklyMealPlan');
export const useDeleteOwnClient = () =>
  useCaseloadMutation<{ cId: number; email: string }>('/nuts/deleteClient');
export const useBulkMessage = () =>
  useCaseloadMutation<BulkMessageInput, BulkMessageResponse>('/nuts/sendBulkMessage');
export const useAddOwnClient = () =>
  useCaseloadMutation<NutritionistClientAddInput, CreatedClient>('/client/add');

/**
 * A client's goals as her nutritionist reads them (GET /client/goal?clientId). A refusal
 * must not sign her out, as other 401/403 answers do: it only empties this section.
 */
export const clientGoalsQuery = (clientId: number) =>
  queryOptions({
    queryKey: apiKey('goals', { query: { clientId } }),
    queryFn: ({ signal }) =>
      callApi('goals', { query: { clientId } }, { signal, redirectOnAuthError: false }),
    retry: false,
  });
