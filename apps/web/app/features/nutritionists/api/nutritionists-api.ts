import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '#web/lib/api.ts';
import { useAdminMutation } from '#web/lib/dashboard-reads.ts';
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
