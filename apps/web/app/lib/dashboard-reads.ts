import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, type ApiName } from './api.ts';

/**
 * Every admin read: after any admin change each is fetched again (lists, counters, pages).
 * Here, not in a feature, because the writes of several features (clients, nutritionists,
 * the admin's profile) change them.
 */
export const adminReads = [
  'adminCounts',
  'adminNutritionists',
  'adminClients',
  'adminNutritionistDetail',
  'adminClientDetail',
  'adminProfile',
] as const satisfies readonly ApiName[];

/** An admin change; every admin list, counter and page is read again after it. */
export const useAdminMutation = <N extends ApiName>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: adminReads }));
