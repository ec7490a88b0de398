/**
 * PostgreSQL aborts one of two transactions that wait on each other (deadlock, 40P01) or
 * that cannot both stand under serializable reads (40001). Two bookings racing for one
 * slot can do this: each inserts its row, then each waits to see whether the other's
 * overlapping row commits. The victim did nothing wrong; run it again and it meets the
 * winner's row as an ordinary conflict.
 */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string' && RETRYABLE.has(current.code)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** Runs `work` (one whole transaction) again when the database aborted it as a deadlock victim. */
export async function retryingTransaction<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}
