import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery } from '#web/lib/api.ts';

/** A client's journal and habits as her nutritionist reads them (issue 16). */
const byClient = (clientId: number) => ({ params: { clientId } });

export const clientJournalQuery = (clientId: number, range: { from: string; to: string }) => ({
  ...apiQuery('clientJournal', { ...byClient(clientId), query: range }),
  // She may log a meal at any moment: the record reads what is saved now.
  staleTime: 0,
});

export const clientTrackingQuery = (clientId: number) =>
  apiQuery('clientTracking', byClient(clientId));

/** A comment shows under its entry once the journal is read again. */
export const useCommentOnEntry = () =>
  useMutation(
    apiMutation(useQueryClient(), 'commentOnJournalEntry', { invalidates: ['clientJournal'] }),
  );

/** New habits and water target change the days of the journal too. */
export const useSetClientTracking = () =>
  useMutation(
    apiMutation(useQueryClient(), 'setClientTracking', {
      invalidates: ['clientTracking', 'clientJournal'],
    }),
  );
