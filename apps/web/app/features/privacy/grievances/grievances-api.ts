import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrievanceStatus } from '@nourishwell/shared';
import { apiMutation, apiQuery } from '#web/lib/api.ts';

/** Data concerns and the breach register (issue 18): reads and writes of the privacy pages. */
export const myGrievancesQuery = () => apiQuery('myGrievances');
export const adminGrievancesQuery = (status?: GrievanceStatus) =>
  apiQuery('adminGrievances', { query: status ? { status } : {} });
export const breachesQuery = () => apiQuery('breaches');
export const breachQuery = (id: number) => apiQuery('breach', { params: { id } });
export const privacySummaryQuery = () => apiQuery('privacySummary');

export const useRaiseMyGrievance = () =>
  useMutation(apiMutation(useQueryClient(), 'raiseMyGrievance', { invalidates: ['myGrievances'] }));

const grievanceReads = ['adminGrievances', 'privacySummary'] as const;
export const useProgressGrievance = () =>
  useMutation(apiMutation(useQueryClient(), 'progressGrievance', { invalidates: grievanceReads }));
export const useResolveGrievance = () =>
  useMutation(apiMutation(useQueryClient(), 'resolveGrievance', { invalidates: grievanceReads }));

const breachReads = ['breaches', 'breach', 'privacySummary'] as const;
export const useRecordBreach = () =>
  useMutation(apiMutation(useQueryClient(), 'recordBreach', { invalidates: breachReads }));
export const useUpdateBreach = () =>
  useMutation(apiMutation(useQueryClient(), 'updateBreach', { invalidates: breachReads }));
export const useNotifyBreach = () =>
  useMutation(apiMutation(useQueryClient(), 'notifyBreach', { invalidates: breachReads }));
