import { errorBodySchema } from '@nourishwell/shared';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** The `{message, code, details?}` body for each listed status, for a route's `response`. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}

/** OpenAPI: the route takes the bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];
