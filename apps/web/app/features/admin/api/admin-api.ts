import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery, type ApiName } from '#web/lib/api.ts';

/** Every admin read: after any admin change each is fetched again (lists, counters, pages). */
const adminReads = [
  'adminCounts',
  'adminNutritionists',
  'adminClients',
  'adminNutritionistDetail',
  'adminClientDetail',
  'adminProfile',
] as const satisfies readonly ApiName[];

export const countsQuery = () => apiQuery('adminCounts');

/** A page of a list: the search text (none when empty), `size` rows from row `page * size`. */
const pageQuery = (q: string, page: number, size: number) => ({
  query: { q: q || undefined, limit: size, offset: page * size },
});

export const useNutritionistsPage = (q: string, page: number, size = 25) =>
  useQuery({
    ...apiQuery('adminNutritionists', pageQuery(q, page, size)),
    placeholderData: keepPreviousData,
  });

/** Every nutritionist, for the pickers (the practice has tens, not thousands). */
export const useAllNutritionists = () =>
  useQuery({ ...apiQuery('adminNutritionists', { query: {} }), select: (page) => page.rows });

export const useClientsPage = (q: string, page: number, size = 25) =>
  useQuery({
    ...apiQuery('adminClients', pageQuery(q, page, size)),
    placeholderData: keepPreviousData,
  });

export const nutritionistDetailQuery = (id: number) =>
  apiQuery('adminNutritionistDetail', { params: { id } });

export const clientDetailQuery = (id: number) => apiQuery('adminClientDetail', { params: { id } });

export const profileQuery = () => apiQuery('adminProfile');

type AdminWrite =
  | 'adminCreateNutritionist'
  | 'adminAddNutritionist'
  | 'adminUpdateNutritionist'
  | 'adminDeleteNutritionist'
  | 'adminCreateClient'
  | 'adminUpdateClient'
  | 'addClient'
  | 'adminDeleteClient'
  | 'updateAdminProfile';

/** An admin change; every admin list, counter and page is read again after it. */
const useAdminMutation = <N extends AdminWrite>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: adminReads }));

/** The dashboard dialog's nutritionist: {name, email, specialty}. */
export const useCreateNutritionist = () => useAdminMutation('adminCreateNutritionist');
/** The management screen's Add: phone required. */
export const useAddNutritionist = () => useAdminMutation('adminAddNutritionist');
export const useUpdateNutritionist = () => useAdminMutation('adminUpdateNutritionist');
export const useDeleteNutritionist = () => useAdminMutation('adminDeleteNutritionist');

/** §2.9's Add dialog: {name, email, nutritionist (a name), plan}. */
export const useCreateClient = () => useAdminMutation('adminCreateClient');
/** Edit Client: any field of the Add Client form; what is left out stays as it is. */
export const useUpdateClient = () => useAdminMutation('adminUpdateClient');
export const useAddClient = () => useAdminMutation('addClient');
export const useDeleteClient = () => useAdminMutation('adminDeleteClient');

export const useSaveProfile = () => useAdminMutation('updateAdminProfile');
