import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { portalMessages, type OwnClientRecord } from '@nourishwell/shared';
import { ApiError } from '#web/lib/api-client.ts';
import { apiQuery, type ApiResult } from '#web/lib/api.ts';
import { useAdminMutation, useCaseloadMutation } from '#web/lib/dashboard-reads.ts';
import { pageQuery } from '#web/lib/page-query.ts';

export const useClientsPage = (q: string, page: number, size = 25) =>
  useQuery({
    ...apiQuery('adminClients', pageQuery(q, page, size)),
    placeholderData: keepPreviousData,
  });

export const clientDetailQuery = (id: number) => apiQuery('adminClientDetail', { params: { id } });

/** Every nutritionist, for the client forms' picker (the practice has tens, not thousands). */
export const useNutritionistChoices = () =>
  useQuery({ ...apiQuery('adminNutritionists', { query: {} }), select: (page) => page.rows });

/** The admin dashboard's Add dialog: {name, email, nutritionist (a name), plan}. */
export const useCreateClient = () => useAdminMutation('adminCreateClient');
/** Edit Client: any field of the Add Client form; what is left out stays as it is. */
export const useUpdateClient = () => useAdminMutation('adminUpdateClient');
export const useAddClient = () => useAdminMutation('addClient');
export const useDeleteClient = () => useAdminMutation('adminDeleteClient');

// The answer is a one-item (or empty) array (spec); this picks the item. A module-level
// function keeps `select` stable between renders, so it runs once per answer.
const recordOrNotFound = (rows: ApiResult<'ownRecord'>): OwnClientRecord => {
  const [record] = rows;
  if (!record) throw new ApiError(404, portalMessages.profileNotFound);
  return record;
};

/** A client's own record (with her nutritionist's card), found by her email; none is a 404. */
export const ownRecordQuery = (email: string) => ({
  ...apiQuery('ownRecord', { query: { email } }),
  select: recordOrNotFound,
});

/** A nutritionist's clients, with what she tracks of each. */
export const caseloadQuery = (id: number) => apiQuery('caseload', { query: { id } });

export const useAddOwnClient = () => useCaseloadMutation('addClient');
export const useDeleteOwnClient = () => useCaseloadMutation('deleteOwnClient');
