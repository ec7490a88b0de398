import { useEffect } from 'react';
import { toast } from 'sonner';
import { ApiError } from '#web/lib/api-client.ts';
import { Button } from './button.tsx';
import { useSayError, useT } from '#web/lib/i18n/i18n.tsx';

/**
 * The server's own words when a client withdrew consent and her records are closed to
 * staff (issue 30): trying again will not help, and "could not load" would mislead.
 */
export function closedRecordsMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 409 && error.code === 'CONSENT_WITHDRAWN'
    ? error.message
    : undefined;
}

interface QueryErrorProps {
  /** This screen's failure text from the shared texts. */
  message: string;
  /**
   * What the page says inline when its screen words it apart from the toast (the admin
   * dashboard's 'Error: ...').
   */
  inlineText?: string;
  /** Loads it again; without it no Retry button is shown. */
  onRetry?: () => void;
  /** Also say it as a toast under this id (one toast however many panels fail). */
  toastId?: string;
  /** The read's error: a refusal that retrying cannot change is said in the server's words. */
  error?: unknown;
}

/**
 * The one way a screen says its data did not load: its failure text from the shared texts,
 * inline, and Retry.
 */
export function QueryError({
  message,
  inlineText = message,
  onRetry,
  toastId,
  error,
}: QueryErrorProps) {
  const t = useT();
  // A text written in English (the shared texts) is said in the screen's language.
  const say = useSayError();
  const closed = closedRecordsMessage(error);
  const said = say(closed ?? message);
  useEffect(() => {
    if (toastId) toast.error(said, { id: toastId });
  }, [said, toastId]);
  return (
    <div className="space-y-3">
      <p role="alert" className="text-red-700">
        {say(closed ?? inlineText)}
      </p>
      {onRetry && !closed && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retryShort')}
        </Button>
      )}
    </div>
  );
}
