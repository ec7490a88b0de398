import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery } from '#web/lib/api.ts';

export const goalsQuery = (clientId: number) => apiQuery('goals', { query: { clientId } });

/** A goal change: the list is read again, so what she sees is what was saved. */
const useGoalMutation = <N extends 'addGoal' | 'updateGoal' | 'deleteGoal'>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: ['goals'] }));

export const useAddGoal = () => useGoalMutation('addGoal');
export const useUpdateGoal = () => useGoalMutation('updateGoal');
export const useDeleteGoal = () => useGoalMutation('deleteGoal');
