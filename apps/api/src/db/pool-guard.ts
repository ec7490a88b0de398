import type pg from 'pg';

type GuardedClient = pg.PoolClient & {
  release: (error?: Error | boolean) => void;
  connection?: { stream?: { destroy: () => void } };
};

const isBegin = (query: unknown) => {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
};

/** pg's words when `query_timeout` passed without an answer. */
const isReadTimeout = (error: unknown) =>
  error instanceof Error && error.message === 'Query read timeout';

/**
 * Makes a pooled connection safe to lose at any moment (issue 30). Run on each new
 * connection (the pool's `connect` event).
 *
 * - pg-pool listens for errors only while a client is idle. While a request holds it
 *   (between two statements of a transaction) a dropped connection is emitted on the
 *   client itself, and an `error` event with no listener ends the process. Nothing needs
 *   doing with the error: the request's next query fails with it (a 503), and the pool
 *   discards a client that is no longer queryable when it is released.
 * - drizzle-orm 0.45's `transaction()` sends BEGIN before the try/finally that releases the
 *   client (drizzle-team/drizzle-orm#6241, open), so each BEGIN that fails on a dead
 *   connection kept one of the pool's ten clients for good and the pool soon had none.
 *   A BEGIN that fails releases its client here, as broken, so the pool replaces it.
 * - A statement whose answer never came (`query_timeout`) may still be running, or its
 *   answer may still arrive: the connection is closed, so no later statement of another
 *   request waits behind it or reads its answer.
 */
export function guardPooledClient(client: pg.PoolClient): void {
  const guarded = client as GuardedClient;
  client.on('error', () => undefined);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isReadTimeout(error)) guarded.connection?.stream?.destroy();
      if (isBegin(args[0])) {
        guarded.release(error instanceof Error ? error : true);
        // The pool ends this client and never hands it out again; a drizzle that releases
        // it itself (once #6241 is fixed) must not meet pg-pool's "released twice" error.
        guarded.release = () => undefined;
      }
      throw error;
    });
  };
}
