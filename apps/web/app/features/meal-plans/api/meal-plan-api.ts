import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery } from '#web/lib/api.ts';

const byClient = (clientId: number) => ({ params: { clientId } });

export const clientMealPlanQuery = (clientId: number) => ({
  ...apiQuery('clientMealPlan', byClient(clientId)),
  // The builder edits it: always start from what is saved now.
  staleTime: 0,
});

/** The client's own week with totals and targets (the server checks she reads her own). */
export const ownWeekPlanQuery = (clientId: number) =>
  apiQuery('clientMealPlan', byClient(clientId));

export const clientTargetsQuery = (clientId: number) =>
  apiQuery('clientTargets', byClient(clientId));

export const templatesQuery = () => apiQuery('mealPlanTemplates');

export const templateQuery = (id: number) => ({
  ...apiQuery('mealPlanTemplate', { params: { id } }),
  staleTime: 0,
});

/** Saving the week changes the plan she and her client read. */
export const useSaveClientMealPlan = () =>
  useMutation(
    apiMutation(useQueryClient(), 'saveClientMealPlan', { invalidates: ['clientMealPlan'] }),
  );

/** New targets change the bars of the plan too. */
export const useSetClientTargets = () =>
  useMutation(
    apiMutation(useQueryClient(), 'setClientTargets', {
      invalidates: ['clientTargets', 'clientMealPlan'],
    }),
  );

export const useAddTemplate = () =>
  useMutation(
    apiMutation(useQueryClient(), 'addMealPlanTemplate', { invalidates: ['mealPlanTemplates'] }),
  );

export const useDeleteTemplate = () =>
  useMutation(
    apiMutation(useQueryClient(), 'deleteMealPlanTemplate', {
      invalidates: ['mealPlanTemplates'],
    }),
  );
