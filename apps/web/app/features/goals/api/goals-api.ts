import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiMutation, apiQuery, callApi } from '#web/lib/api.ts';

export const goalsQuery = (clientId: number) => apiQuery('goals', { query: { clientId } });

/** A goal change: the list is read again, so what she sees is what was saved. */
const useGoalMutation = <N extends 'addGoal' | 'updateGoal' | 'deleteGoal'>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: ['goals'] }));

export const useAddGoal = () => useGoalMutation('addGoal');
export const useUpdateGoal = () => useGoalMutation('updateGoal');
export const useDeleteGoal = () => useGoalMutation('deleteGoal');

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
