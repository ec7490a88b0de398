import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery } from '#web/lib/api.ts';

/** Her channels and quiet hours (issue 36). */
export const contactPreferencesQuery = () => apiQuery('myContactPreferences');

/** Saving them also writes consent rows: her consent log is read again. */
export function useSaveContactPreferences() {
  const queryClient = useQueryClient();
  return useMutation(
    apiMutation(queryClient, 'saveMyContactPreferences', {
      invalidates: ['myContactPreferences', 'myConsents'],
    }),
  );
}
