import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { isOnline } from './pwa/online.ts';

/** Server state for the dashboards (public pages do without it). */
export function makeQueryClient(): QueryClient {
  // TanStack assumes a connection until the browser's next online/offline event; a
  // dashboard opened without one (the installed app, decision 016) starts from the truth.
  onlineManager.setOnline(isOnline());
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Offline, a read that would refetch waits for the connection instead of failing:
        // the data already in memory stays on screen (no error), and the read runs when the
        // connection is back. The default, named because the offline app relies on it.
        networkMode: 'online',
        // A 4xx will not change on retry; a network blip may, once. More retries only keep
        // the person staring at a spinner before the error shows.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
      },
    },
  });
}
