import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentInput, AssessmentRecord, AssessmentVersion } from '@nourishwell/shared';
import { apiFetch } from '../../../lib/api-client.ts';

const keys = {
  client: (clientId: number) => ['nutritionist', 'assessment', clientId] as const,
};

/** The newest version, or the one asked for; null before the first assessment. */
export const assessmentQuery = (clientId: number, version?: number) =>
  queryOptions({
    queryKey: [...keys.client(clientId), 'version', version ?? 'latest'],
    queryFn: async () =>
      (
        await apiFetch<AssessmentRecord[]>(
          `/nuts/clientassessment?id=${clientId}${version ? `&version=${version}` : ''}`,
        )
      )[0] ?? null,
    // Health data: read fresh each time, never from a stale cache.
    staleTime: 0,
  });

export const assessmentHistoryQuery = (clientId: number) =>
  queryOptions({
    queryKey: [...keys.client(clientId), 'history'],
    queryFn: () => apiFetch<AssessmentVersion[]>(`/nuts/clientassessment/history?id=${clientId}`),
    staleTime: 0,
  });

export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssessmentInput) =>
      apiFetch<{ message: string }>('/nuts/clientassessment', { method: 'POST', body: input }),
    onSuccess: (_answer, input) =>
      queryClient.invalidateQueries({ queryKey: keys.client(Number(input.clientId)) }),
  });
}
