import { ApiError } from '../api-client.ts';

/**
 * A form's `failureText` (and an action's toast): the API's own message (a refusal, or
 * "Cannot reach NourishWell…" when offline), else the §8 fallback for anything else.
 */
export const apiMessageOr =
  (fallback: string) =>
  (error: unknown): string =>
    error instanceof ApiError ? error.message : fallback;
