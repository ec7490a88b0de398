import {
  mutationOptions,
  queryOptions,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import {
  endpoints,
  pathWith,
  queryString,
  type CallableName,
  type EndpointDef,
  type EndpointInput,
  type EndpointResult,
  type Endpoints,
} from '@nourishwell/shared';
import { apiFetchWithHeaders, type ApiError } from './api-client.ts';

export type ApiName = CallableName<Endpoints>;
export type ApiInput<N extends ApiName> = EndpointInput<Endpoints[N]>;
export type ApiResult<N extends ApiName> = EndpointResult<Endpoints[N]>;

/** Options of one call that are not its input. */
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * On 401/403, sign out and go to /login, as the spec's screens do. Default: on for calls
   * that need a signed-in person, off for public ones (a wrong password is not a lost session).
   */
  redirectOnAuthError?: boolean;
}

/** True when the input may be left out (no part of it is required). */
type InputArgs<N extends ApiName> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  {} extends ApiInput<N>
    ? [input?: ApiInput<N>, options?: CallOptions]
    : [input: ApiInput<N>, options?: CallOptions];

/** Calls one endpoint table entry; the answer's type is the entry's response schema. */
export async function callApi<N extends ApiName>(
  name: N,
  ...[input, options = {}]: InputArgs<N>
): Promise<ApiResult<N>> {
  const entry: EndpointDef = endpoints[name];
  const parts = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const path =
    pathWith(entry.path, parts.params as Record<string, unknown> | undefined) +
    queryString(parts.query as Record<string, unknown> | undefined);
  const { data, headers } = await apiFetchWithHeaders<unknown>(path, {
    method: entry.method,
    body: parts.body,
    signal: options.signal,
    redirectOnAuthError: options.redirectOnAuthError ?? entry.access !== 'public',
  });
  if (entry.paged)
    return { rows: data, total: Number(headers.get('x-total-count') ?? 0) } as ApiResult<N>;
  return data as ApiResult<N>;
}

/**
 * `api.goals({query: {clientId}})`: each entry as a typed function. A plain object (not a
 * Proxy): only the table's names exist, so a probe such as `then` is not a call.
 */
export const api = Object.fromEntries(
  Object.keys(endpoints).map((name) => [
    name,
    (...args: InputArgs<ApiName>) => callApi(name as ApiName, ...args),
  ]),
) as unknown as { [N in ApiName]: (...args: InputArgs<N>) => Promise<ApiResult<N>> };

/**
 * The query key of an entry: its name, then its input. Invalidating `[name]` refreshes
 * every input of that entry.
 */
export const apiKey = <N extends ApiName>(name: N, input?: ApiInput<N>) =>
  (input === undefined ? [name] : [name, input]) as readonly unknown[];

/** Query options for a read: key and fetch from the entry. Spread and add `select` etc. */
export function apiQuery<N extends ApiName>(name: N, ...[input]: InputArgs<N>) {
  return queryOptions({
    queryKey: apiKey(name, input),
    queryFn: ({ signal }) => callApi(name, ...([input, { signal }] as InputArgs<N>)),
  });
}

/**
 * Mutation options for a write: calls the entry, then refreshes the reads it changes
 * (`invalidates`: entry names), whether it succeeded or not, so the screen shows what the
 * server holds.
 */
export function apiMutation<N extends ApiName, TContext = unknown>(
  queryClient: QueryClient,
  name: N,
  {
    invalidates = [],
    ...options
  }: Omit<UseMutationOptions<ApiResult<N>, ApiError, ApiInput<N>, TContext>, 'mutationFn'> & {
    invalidates?: readonly ApiName[];
  } = {},
) {
  return mutationOptions<ApiResult<N>, ApiError, ApiInput<N>, TContext>({
    ...options,
    mutationFn: (input) => callApi(name, ...([input] as InputArgs<N>)),
    onSettled: async (...args) => {
      await options.onSettled?.(...args);
      await Promise.all(
        invalidates.map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      );
    },
  });
}
