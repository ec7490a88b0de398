import { apiQuery } from '#web/lib/api.ts';
import { useCaseloadMutation } from '#web/lib/dashboard-reads.ts';

// The spec's appointment calls: the sessions a nutritionist adds, completes, misses or moves,
// and what her screens read of them.

export const completedQuery = (id: number) => apiQuery('completedAppointments', { query: { id } });

/** One client's completed sessions with their notes (issue 16). */
export const clientSessionsQuery = (clientId: number) =>
  apiQuery('clientSessions', { params: { clientId } });

export const useAddAppointment = () => useCaseloadMutation('addAppointment');
export const useCompleteAppointment = () => useCaseloadMutation('completeAppointment');
export const useMarkMissed = () => useCaseloadMutation('markMissed');
/** The spec's POST /client/updateSession: the new date of a session that did not happen. */
export const useReschedule = () => useCaseloadMutation('updateSession');
