import { portalMessages } from '@nourishwell/shared';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * Her record's load failures, each in its failure text from the shared texts (a 401 has
 * already sent her to /login).
 */
export function profileLoadError(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) return portalMessages.profileNotFound;
  if (status >= 500) return portalMessages.serverError;
  return portalMessages.fetchFailed;
}
