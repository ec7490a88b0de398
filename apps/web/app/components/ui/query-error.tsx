import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from './button.tsx';

interface QueryErrorProps {
  /** The §8 text for this screen (from the shared texts). */
  message: string;
  /** What the page says inline when its screen words it apart from the toast (§2.9's 'Error: ...'). */
  inlineText?: string;
  /** Loads it again; without it no Retry button is shown. */
  onRetry?: () => void;
  /** Also say it as a toast under this id (one toast however many panels fail, §8). */
  toastId?: string;
}

/** The one way a screen says its data did not load: the §8 text, inline, and Retry. */
export function QueryError({ message, inlineText = message, onRetry, toastId }: QueryErrorProps) {
  useEffect(() => {
    if (toastId) toast.error(message, { id: toastId });
  }, [message, toastId]);
  return (
    <div className="space-y-3">
      <p role="alert" className="text-red-700">
        {inlineText}
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
