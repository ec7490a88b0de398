import { toast } from 'sonner';
import { isErrorCode, messages, type ErrorBody, type ErrorCode } from '@nourishwell/shared';
import { languageHeaders } from './i18n/spoken.ts';
import { clearCredentials, getToken } from './session.ts';

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The server's code, when it is one of the shared list (so a check of it is typed). */
    readonly code?: ErrorCode,
    readonly details?: ErrorBody['details'],
    /** False when the server gave no message and `message` is our stand-in. */
    readonly fromServer = true,
  ) {
    super(message);
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /**
   * On 401/403, clear the credentials and go to /login, as the spec's screens do. Off for
   * sign-in itself and for callers that handle the failure their own way (the protected-route
   * check).
   */
  redirectOnAuthError?: boolean;
  signal?: AbortSignal;
}

/** What a call says when the network is down (no answer at all, not a refusal). */
export const unreachableMessage = messages.generic.unreachable;

/** True when the call never reached the server: offline, or the connection dropped. */
export const isNetworkFailure = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 0;

/**
 * True when the server could not take the call just now: no connection, or it answered
 * that its database is restarting (503), too slow (504) or behind a proxy that lost it
 * (502). The same call may simply be sent again a little later (decision 026).
 */
export const isUnavailableForNow = (error: unknown): error is ApiError =>
  isNetworkFailure(error) || (error instanceof ApiError && [502, 503, 504].includes(error.status));

function leave(path: string): void {
  if (typeof window !== 'undefined' && window.location.pathname !== path)
    window.location.assign(path);
}

async function errorFrom(response: Response): Promise<ApiError> {
  try {
    // A code this page does not know (a newer server's) is left out rather than trusted.
    const body = (await response.json()) as Omit<Partial<ErrorBody>, 'code'> & { code?: unknown };
    return new ApiError(
      response.status,
      body.message ?? messages.generic.tryAgain,
      isErrorCode(body.code) ? body.code : undefined,
      body.details,
      Boolean(body.message),
    );
  } catch {
    return new ApiError(
      response.status,
      response.status >= 500 ? messages.generic.tryAgain : response.statusText,
      undefined,
      undefined,
      false,
    );
  }
}

/** fetch for /api: JSON in and out, the bearer token, and one shape for every failure. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, request)).data;
}

/** The same, with the answer's headers (e.g. X-Total-Count of a list page). */
export async function apiFetchWithHeaders<T>(
  path: string,
  request: ApiRequest = {},
): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', body, auth = true, redirectOnAuthError = true, signal } = request;
  // Error answers come in the language in use (decision 029, "Error texts").
  const headers: Record<string, string> = { accept: 'application/json', ...languageHeaders() };
  // A form (a photo upload) sets its own multipart content type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const token = auth ? getToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined || isForm ? (body as FormData | undefined) : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, unreachableMessage, undefined, undefined, false);
  }

  if (response.ok) {
    const type = response.headers.get('content-type') ?? '';
    const data = (
      type.includes('application/json') ? await response.json() : await response.text()
    ) as T;
    return { data, headers: response.headers };
  }
  const error = await errorFrom(response);
  if (redirectOnAuthError && (response.status === 401 || response.status === 403)) {
    if (error.code === 'PASSWORD_CHANGE_REQUIRED') {
      leave('/change-password');
    } else if (error.code === 'CONSENT_REQUIRED') {
      // Issue 18: the session is fine; she has a privacy notice to accept first.
      leave('/consent');
    } else if (error.code === 'CONSENT_WITHDRAWN') {
      // She stays signed in to read and download her data; the write is refused.
      toast.error(error.message, { id: 'consent-withdrawn' });
    } else if (error.code === 'TWO_FACTOR_REQUIRED') {
      // Issue 18: an admin who must turn on two-factor stays signed in and sets it up.
      leave('/dashboard/admin/settings');
    } else {
      clearCredentials();
      leave('/login');
    }
  }
  throw error;
}
