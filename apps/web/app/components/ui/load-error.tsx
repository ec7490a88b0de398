import { adminMessages } from '@nourishwell/shared';
import { QueryError } from './query-error.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * An admin screen's load failure: the server's message, or its failure text from the shared
 * texts ('An error occurred') when it gave none.
 */
export function loadErrorText(error: Error): string {
  return error instanceof ApiError && error.fromServer ? error.message : adminMessages.loadFailed;
}

/**
 * An admin list or record that failed to load: said inline as 'Error: <message>' (the admin
 * dashboard's error state) and as a toast with the message alone, under one toast id, so
 * three failing panels make one toast.
 */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  const message = loadErrorText(error);
  return (
    <QueryError
      message={message}
      inlineText={t('staffCommon.errorInline', { message })}
      onRetry={onRetry}
      toastId="admin-load-error"
    />
  );
}
