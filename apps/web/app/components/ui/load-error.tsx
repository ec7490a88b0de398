import { adminMessages } from '@nourishwell/shared';
import { QueryError } from './query-error.tsx';
import { ApiError } from '#web/lib/api-client.ts';

/** §8 "Admin load failure": the server's message, or 'An error occurred' when it gave none. */
export function loadErrorText(error: Error): string {
  return error instanceof ApiError && error.fromServer ? error.message : adminMessages.loadFailed;
}

/**
 * An admin list or record that failed to load: said inline as 'Error: <message>' (§2.9's
 * error state) and as a toast with the message alone (§8), under one toast id, so three
 * failing panels make one toast.
 */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const message = loadErrorText(error);
  return (
    <QueryError
      message={message}
      inlineText={`Error: ${message}`}
      onRetry={onRetry}
      toastId="admin-load-error"
    />
  );
}
