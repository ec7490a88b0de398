import { apiQuery } from '#web/lib/api.ts';
import { useAdminMutation } from '#web/lib/dashboard-reads.ts';

export const adminProfileQuery = () => apiQuery('adminProfile');

export const useSaveAdminProfile = () => useAdminMutation('updateAdminProfile');
