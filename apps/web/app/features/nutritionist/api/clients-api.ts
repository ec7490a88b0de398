import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiMutation, apiQuery, callApi } from '#web/lib/api.ts';
import { caseloadReads, useCaseloadMutation } from './nutritionist-api.ts';

export const progressQuery = (clientId: number) => ({
  ...apiQuery('progress', { query: { id: clientId } }),
  staleTime: 0,
});

export const useRecordProgress = () => useCaseloadMutation('recordProgress');
/** A dated measurement for her client: her caseload and the client's history show it. */
export const useRecordClientMeasurement = () =>
  useMutation(
    apiMutation(useQueryClient(), 'recordMeasurement', {
      invalidates: [...caseloadReads, 'clientMeasurements'],
    }),
  );
export const useDeleteOwnClient = () => useCaseloadMutation('deleteOwnClient');
export const useBulkMessage = () => useCaseloadMutation('bulkMessage');
export const useAddOwnClient = () => useCaseloadMutation('addClient');

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
