/**
 * What of an error may go in a log line. The ORM's query errors carry the statement's
 * values in their message ("params: meera@example.com,…") and PostgreSQL's `detail` names
 * the values that clashed ("Key (email)=(…) already exists"): both are personal data, so
 * neither is logged. Kept: the kind of error, its codes, the SQL text without values, the
 * driver's own words for what went wrong, and the stack to find the code path.
 */
export interface LoggableError {
  type: string;
  code?: string;
  /** The SQL text with its placeholders ($1, $2), never the values. */
  query?: string;
  cause?: { type: string; code?: string; message: string };
  message: string;
  stack?: string;
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  stack?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function loggableError(error: unknown): LoggableError {
  const e = (error && typeof error === 'object' ? error : {}) as ErrorLike;
  const isQueryError = typeof e.query === 'string' && 'params' in e;
  const cause = (e.cause && typeof e.cause === 'object' ? e.cause : undefined) as
    ErrorLike | undefined;
  const code = text(e.code);
  return {
    type: text(e.name) ?? typeof error,
    ...(code ? { code } : {}),
    ...(isQueryError ? { query: e.query as string } : {}),
    ...(cause
      ? {
          cause: {
            type: text(cause.name) ?? 'Error',
            ...(text(cause.code) ? { code: text(cause.code) } : {}),
            message: text(cause.message) ?? '',
          },
        }
      : {}),
    message: isQueryError ? 'Failed query' : (text(e.message) ?? String(error)),
    ...(text(e.stack) && !isQueryError ? { stack: text(e.stack) } : {}),
  };
}
