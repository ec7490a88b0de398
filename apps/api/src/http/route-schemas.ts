import { z } from 'zod';
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A body the spec's front end wraps as `{params: {...}}` (axios' habit on its delete calls)
 * is read as the fields inside it; a flat body is read as it is.
 */
export function acceptingParamsWrapper<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      isRecord(value) && isRecord(value.params)
        ? {
            ...value.params,
            ...Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'params')),
          }
        : value,
    schema,
  );
}
