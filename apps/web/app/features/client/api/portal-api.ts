import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalMessages, type OwnClientRecord } from '@nourishwell/shared';
import { ApiError } from '#web/lib/api-client.ts';
import { apiKey, apiMutation, apiQuery, type ApiResult } from '#web/lib/api.ts';

// The answers are one-item (or empty) arrays (spec); these pick the item. Module-level
// functions keep `select` stable between renders, so it runs once per answer.
const recordOrNotFound = (rows: ApiResult<'ownRecord'>): OwnClientRecord => {
  const [record] = rows;
  if (!record) throw new ApiError(404, portalMessages.profileNotFound);
  return record;
};
const firstOrNull = <T>(rows: readonly T[]): T | null => rows[0] ?? null;
const ratingOrNull = (rows: ApiResult<'ownRating'>) => rows[0]?.rating ?? null;

const ownRecordInput = (email: string) => ({ query: { email } });

/** Her record (with her nutritionist's card), found by her email; none is a 404. */
export const ownRecordQuery = (email: string) => ({
  ...apiQuery('ownRecord', ownRecordInput(email)),
  select: recordOrNotFound,
});

/** Her weigh-ins and measurements by date, the spec's Week 1–4 entries among them. */
export const ownMeasurementsQuery = (clientId: number) =>
  apiQuery('clientMeasurements', { params: { clientId } });

/** A measurement she records or removes: her history is read again to show what was saved. */
const useMeasurementMutation = <N extends 'recordMeasurement' | 'deleteMeasurement'>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: ['clientMeasurements'] }));

export const useRecordMeasurement = () => useMeasurementMutation('recordMeasurement');
export const useDeleteMeasurement = () => useMeasurementMutation('deleteMeasurement');

/** Her structured week with totals and targets (the server checks she reads her own). */
export const ownWeekPlanQuery = (clientId: number) =>
  apiQuery('clientMealPlan', { params: { clientId } });

export const goalsQuery = (clientId: number) => apiQuery('goals', { query: { clientId } });

/** Her nutritionist, or null when none is assigned (the answer is an empty array). */
export const myNutritionistQuery = (email: string) => ({
  ...apiQuery('ownNutritionist', { query: { email } }),
  select: firstOrNull<ApiResult<'ownNutritionist'>[number]>,
});

/** Her current rating of that nutritionist, or null before she rates. */
export const myRatingQuery = (nutId: number, email: string) => ({
  ...apiQuery('ownRating', { query: { nutId, clientEmail: email } }),
  select: ratingOrNull,
});

/** A goal change: the list is read again, so what she sees is what was saved. */
const useGoalMutation = <N extends 'addGoal' | 'updateGoal' | 'deleteGoal'>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: ['goals'] }));

export const useAddGoal = () => useGoalMutation('addGoal');
export const useUpdateGoal = () => useGoalMutation('updateGoal');
export const useDeleteGoal = () => useGoalMutation('deleteGoal');

/** Her new rating replaces the old one; the rating is read again to show it. */
export const useRateNutritionist = () =>
  useMutation(apiMutation(useQueryClient(), 'rateNutritionist', { invalidates: ['ownRating'] }));

export const useSendToNutritionist = () =>
  useMutation(apiMutation(useQueryClient(), 'sendToNutritionist'));

/** Her phone and email, each with when she verified it (issue 30). */
export const verifiedContactsQuery = () => apiQuery('verifiedContacts');

export const useSendContactCode = () =>
  useMutation(apiMutation(useQueryClient(), 'sendContactCode'));

export const useConfirmContactCode = () =>
  useMutation(
    apiMutation(useQueryClient(), 'confirmContactCode', { invalidates: ['verifiedContacts'] }),
  );

/**
 * Multipart: the fields as typed plus an optional photo; the answer is her saved record. A
 * new phone drops its verification on the server, so her contacts are read again.
 */
export function useSaveOwnProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation(
    apiMutation(queryClient, 'updateOwnProfile', {
      invalidates: ['verifiedContacts'],
      onSuccess: (record) =>
        queryClient.setQueryData(
          apiKey('ownRecord', ownRecordInput(email)),
          (old: ApiResult<'ownRecord'> | undefined) => old?.map((row) => ({ ...row, ...record })),
        ),
    }),
  );
}
