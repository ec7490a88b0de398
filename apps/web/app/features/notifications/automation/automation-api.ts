import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery } from '#web/lib/api.ts';

/** The practice's rules for automatic check-ins and nudges (issue 36, admin). */
export const automationRulesQuery = () => apiQuery('automationRules');

/** The forms the admin may choose the check-in from (the same read as the forms page). */
export const checkInFormsQuery = () => apiQuery('intakeForms');

export function useSaveAutomationRules() {
  const queryClient = useQueryClient();
  return useMutation(
    apiMutation(queryClient, 'saveAutomationRules', { invalidates: ['automationRules'] }),
  );
}
