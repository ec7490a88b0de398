import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery } from '#web/lib/api.ts';
import { caseloadReads, useCaseloadMutation } from '#web/lib/dashboard-reads.ts';

/** Her weigh-ins and measurements by date, the spec's Week 1–4 entries among them. */
export const ownMeasurementsQuery = (clientId: number) =>
  apiQuery('clientMeasurements', { params: { clientId } });

/** A measurement she records or removes: her history is read again to show what was saved. */
const useMeasurementMutation = <N extends 'recordMeasurement' | 'deleteMeasurement'>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: ['clientMeasurements'] }));

export const useRecordMeasurement = () => useMeasurementMutation('recordMeasurement');
export const useDeleteMeasurement = () => useMeasurementMutation('deleteMeasurement');

/** A client's measurements as her nutritionist reads them: always what is saved now. */
export const clientMeasurementsQuery = (clientId: number) => ({
  ...apiQuery('clientMeasurements', { params: { clientId } }),
  staleTime: 0,
});

/** The spec's Week 1–4 weights of one client. */
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
