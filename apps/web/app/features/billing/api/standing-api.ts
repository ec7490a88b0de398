import { apiQuery } from '#web/lib/api.ts';

/**
 * Where a client stands with her packages on a day (yyyy-mm-dd; today when not given):
 * read by the booking screens, hers and her nutritionist's.
 */
export const packageStandingQuery = (clientId: number, date?: string) =>
  apiQuery('packageStanding', { params: { clientId }, query: date ? { date } : {} });

/** Where each client of the nutritionist's stands today, for her client list. */
export const caseloadStandingsQuery = () => apiQuery('caseloadStandings');
