import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from './loggable-error.ts';

export interface HeldListenerHandlers {
  onNotification: (payload: string) => void;
  /** The LISTEN is in place (first time and after every reconnect). */
  onListening?: () => void;
  /** The connection dropped: notifications sent until the next onListening are lost. */
  onLost?: () => void;
}

export interface HeldListener {
  close: () => Promise<void>;
}

export interface HeldListenerTimings {
  /** How often the connection proves it is alive with a query. */
  heartbeatMs: number;
  /** How long connecting, or a heartbeat's answer, may take before the link counts as lost. */
  timeoutMs: number;
  /** The wait before making a lost connection again. */
  retryMs: number;
}

const defaultTimings: HeldListenerTimings = {
  heartbeatMs: 10_000,
  timeoutMs: 5_000,
  retryMs: 1_000,
};
/** While the database stays down, say so at most this often. */
const WARN_EVERY_MS = 60_000;

/**
 * A connection held for the process's life that LISTENs on one channel, re-made after it
 * drops. It is its own client, made with the pool's settings, so the pool keeps every
 * connection for queries. A link can die without a word (an idle connection cut by a
 * network device), so a heartbeat query that gets no answer in time counts as a loss too.
 * Notifications sent while it is down are gone; `onLost` lets the caller act on that (the
 * event bus shrugs, the read cache stops trusting itself).
 */
export function holdListener(
  pool: pg.Pool,
  channel: string,
  handlers: HeldListenerHandlers,
  log: FastifyBaseLogger,
  timings: HeldListenerTimings = defaultTimings,
): HeldListener {
  /** Ends the current connection (listening or still connecting), if there is one. */
  let dropCurrent: (() => Promise<void>) | undefined;
  let attempt: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let lastWarning = Number.NEGATIVE_INFINITY;
  let closed = false;

  const warn = (error: unknown) => {
    if (performance.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = performance.now();
    log.warn(
      { err: loggableError(error), channel },
      'listening connection failed or lost; retrying',
    );
  };
  const retry = () => {
    if (closed) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!closed) attempt = listen();
    }, timings.retryMs);
    retryTimer.unref();
  };

  const listen = async () => {
    const client = new pg.Client({
      ...pool.options,
      keepAlive: true,
      connectionTimeoutMillis: timings.timeoutMs,
    });
    let dropped = false;
    let heartbeat: NodeJS.Timeout | undefined;
    const drop = async () => {
      if (dropped) return;
      dropped = true;
      clearInterval(heartbeat);
      if (dropCurrent === drop) dropCurrent = undefined;
      // A dead peer never answers the goodbye: do not let shutdown wait on it.
      await Promise.race([
        client.end().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 1000).unref()),
      ]);
    };
    const lost = (error?: unknown) => {
      if (dropped) return;
      warn(error);
      void drop();
      handlers.onLost?.();
      retry();
    };
    dropCurrent = drop;
    client.on('error', lost);
    client.on('end', () => lost(new Error('connection ended')));
    client.on('notification', (note) => {
      if (note.channel !== channel) return;
      try {
        handlers.onNotification(note.payload ?? '');
      } catch (error) {
        log.error({ err: loggableError(error), channel }, 'notification handler failed');
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      if (dropped || closed) return;
      heartbeat = setInterval(() => {
        const silence = setTimeout(
          () => lost(new Error('heartbeat unanswered')),
          timings.timeoutMs,
        ).unref();
        client.query('select 1').then(
          () => clearTimeout(silence),
          (error: unknown) => {
            clearTimeout(silence);
            lost(error);
          },
        );
      }, timings.heartbeatMs);
      heartbeat.unref();
      handlers.onListening?.();
    } catch (error) {
      lost(error);
    }
  };
  attempt = listen();

  return {
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      await attempt;
      await dropCurrent?.();
    },
  };
}
