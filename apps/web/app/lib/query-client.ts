import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Server state for the dashboards (public pages do without it). */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; a network blip may, once. More retries only keep
        // the person staring at a spinner before the error shows.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
      },
    },
  });
}
