import { apiQuery, type ApiResult } from '#web/lib/api.ts';
import { useCaseloadMutation } from '#web/lib/dashboard-reads.ts';

/** The newest version, or the one asked for; null before the first assessment. */
export const assessmentQuery = (clientId: number, version?: number) => ({
  ...apiQuery('assessment', { query: { id: clientId, version } }),
  select: (rows: ApiResult<'assessment'>) => rows[0] ?? null,
  // Health data: read fresh each time, never from a stale cache.
  staleTime: 0,
});

export const assessmentHistoryQuery = (clientId: number) => ({
  ...apiQuery('assessmentHistory', { query: { id: clientId } }),
  staleTime: 0,
});

export const useSubmitAssessment = () => useCaseloadMutation('submitAssessment');

/** Her clients, to choose whose assessment she reads or writes. */
export const caseloadQuery = (id: number) => apiQuery('caseload', { query: { id } });
