import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiKey, apiMutation, apiQuery, callApi, type ApiResult } from '#web/lib/api.ts';
import { useAdminMutation } from '#web/lib/dashboard-reads.ts';
import { englishT } from '#web/lib/i18n/i18n.tsx';
import { pageQuery } from '#web/lib/page-query.ts';

export const useNutritionistsPage = (q: string, page: number, size = 25) =>
  useQuery({
    ...apiQuery('adminNutritionists', pageQuery(q, page, size)),
    placeholderData: keepPreviousData,
  });

/** Every nutritionist, for the pickers (the practice has tens, not thousands). */
export const useAllNutritionists = () =>
  useQuery({ ...apiQuery('adminNutritionists', { query: {} }), select: (page) => page.rows });

export const nutritionistDetailQuery = (id: number) =>
  apiQuery('adminNutritionistDetail', { params: { id } });

/** The dashboard dialog's nutritionist: {name, email, specialty}. */
export const useCreateNutritionist = () => useAdminMutation('adminCreateNutritionist');
/** The management screen's Add: phone required. */
export const useAddNutritionist = () => useAdminMutation('adminAddNutritionist');
export const useUpdateNutritionist = () => useAdminMutation('adminUpdateNutritionist');
export const useDeleteNutritionist = () => useAdminMutation('adminDeleteNutritionist');

// The client's reads answer one-item (or empty) arrays (spec); these pick the item.
// Module-level functions keep `select` stable between renders, so it runs once per answer.
const firstOrNull = <T>(rows: readonly T[]): T | null => rows[0] ?? null;
const ratingOrNull = (rows: ApiResult<'ownRating'>) => rows[0]?.rating ?? null;

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

/** Her new rating replaces the old one; the rating is read again to show it. */
export const useRateNutritionist = () =>
  useMutation(apiMutation(useQueryClient(), 'rateNutritionist', { invalidates: ['ownRating'] }));

/** My Appointments looks her up by the saved email; the first result must have an id. */
export const selfByEmailQuery = (email: string) => {
  const input = { query: { email } };
  return queryOptions({
    queryKey: apiKey('selfByEmail', input),
    queryFn: async ({ signal }) => {
      const [record] = await callApi('selfByEmail', input, { signal });
      // Staff's screens are English (the staff part, loaded with her dashboard).
      if (!record?.id) throw new Error(englishT('nutritionist.selfNotFound'));
      return record;
    },
  });
};
