import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiMutation, apiQuery, callApi, type ApiName } from '#web/lib/api.ts';

/**
 * The reads her screens show: a write that may change any of them has them all read again,
 * so every table shows what the server holds.
 */
export const caseloadReads = [
  'selfByEmail',
  'nutritionistById',
  'caseload',
  'completedAppointments',
  'clientSessions',
  // Sessions and free times: completing, missing or moving a session changes both (issue 17).
  'bookings',
  'slots',
  'mealPlan',
  'progress',
  'assessment',
  'assessmentHistory',
] as const satisfies readonly ApiName[];

/** §2.12: she looks herself up by the saved email; the first result must have an id. */
export const selfByEmailQuery = (email: string) => {
  const input = { query: { email } };
  return queryOptions({
    queryKey: apiKey('selfByEmail', input),
    queryFn: async ({ signal }) => {
      const [record] = await callApi('selfByEmail', input, { signal });
      if (!record?.id) throw new Error('Nutritionist data not found');
      return record;
    },
  });
};

export const caseloadQuery = (id: number) => apiQuery('caseload', { query: { id } });

export const completedQuery = (id: number) => apiQuery('completedAppointments', { query: { id } });

/** A write to her caseload (see `caseloadReads`). */
export const useCaseloadMutation = <N extends ApiName>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: caseloadReads }));

export const useAddAppointment = () => useCaseloadMutation('addAppointment');
export const useCompleteAppointment = () => useCaseloadMutation('completeAppointment');
export const useMarkMissed = () => useCaseloadMutation('markMissed');
/** §7 POST /client/updateSession: the new date of a session that did not happen. */
export const useReschedule = () => useCaseloadMutation('updateSession');
export const useSendMessage = () => useCaseloadMutation('messageClient');
