/**
 * Whether an error means the database could not be reached at all (a restart, a failover,
 * a dropped link) rather than that a query was wrong. Such a request may simply be sent
 * again a moment later, so it answers 503 instead of 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** PostgreSQL's own: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres says these in words only, without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
];

function causesOf(error: unknown): unknown[] {
  const seen: unknown[] = [];
  let current = error;
  // The ORM wraps the driver's error as `cause`; a failed connect to several addresses
  // is an AggregateError of them.
  while (current && typeof current === 'object' && !seen.includes(current) && seen.length < 5) {
    seen.push(current);
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) seen.push(...inner);
    current = (current as { cause?: unknown }).cause;
  }
  return seen;
}

function isConnectionFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return true;
    }
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return causesOf(error).some(isConnectionFailure);
}

/**
 * The database took too long: the server cancelled the statement at its
 * `statement_timeout` (57014), or the driver gave up on an answer (a stalled network).
 */
function isTimeout(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '57014' || message === 'Query read timeout';
}

export function isDatabaseTimeout(error: unknown): boolean {
  return causesOf(error).some(isTimeout);
}
