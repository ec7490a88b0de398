import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery } from '#web/lib/api.ts';

/** Her weigh-ins and measurements by date, the spec's Week 1–4 entries among them. */
export const ownMeasurementsQuery = (clientId: number) =>
  apiQuery('clientMeasurements', { params: { clientId } });

/** A measurement she records or removes: her history is read again to show what was saved. */
const useMeasurementMutation = <N extends 'recordMeasurement' | 'deleteMeasurement'>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: ['clientMeasurements'] }));

export const useRecordMeasurement = () => useMeasurementMutation('recordMeasurement');
export const useDeleteMeasurement = () => useMeasurementMutation('deleteMeasurement');
