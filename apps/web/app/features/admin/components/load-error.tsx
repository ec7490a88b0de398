import { useEffect } from 'react';
import { toast } from 'sonner';
import { adminMessages } from '@nourishwell/shared';
import { ApiError } from '../../../lib/api-client.ts';

/** §8 "Admin load failure": the server's message, or 'An error occurred' when it gave none. */
export function loadErrorText(error: Error): string {
  return error instanceof ApiError && error.fromServer ? error.message : adminMessages.loadFailed;
}

/**
 * A list or record that failed to load: said inline where it would be, and as a toast
 * (§8). One toast id for every admin load, so three failing panels make one toast.
 */
export function LoadError({ error }: { error: Error }) {
  const text = loadErrorText(error);
  useEffect(() => {
    toast.error(text, { id: 'admin-load-error' });
  }, [text]);
  return (
    <p role="alert" className="text-red-700">
      {text}
    </p>
  );
}
