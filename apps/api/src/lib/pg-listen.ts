import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

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

/**
 * A connection held for the process's life that LISTENs on one channel, re-made a second
 * after it drops. Notifications sent while it is down are gone; `onLost` lets the caller
 * act on that (the event bus shrugs, the read cache stops trusting itself).
 */
export function holdListener(
  pool: pg.Pool,
  channel: string,
  handlers: HeldListenerHandlers,
  log: FastifyBaseLogger,
): HeldListener {
  /** Releases the current listening connection, if there is one. */
  let dropCurrent: (() => void) | undefined;
  let closed = false;

  const retry = () => {
    if (!closed) setTimeout(() => void listen(), 1000).unref();
  };
  const listen = async () => {
    let client: pg.PoolClient | undefined;
    let dropped = false;
    const drop = () => {
      if (dropped || !client) return;
      dropped = true;
      client.release(true);
      if (dropCurrent === drop) dropCurrent = undefined;
    };
    try {
      client = await pool.connect();
      client.on('notification', (note) => {
        if (note.channel === channel) handlers.onNotification(note.payload ?? '');
      });
      client.on('error', (error) => {
        log.warn({ err: error, channel }, 'listening connection lost; reconnecting');
        drop();
        handlers.onLost?.();
        retry();
      });
      await client.query(`listen ${channel}`);
      if (dropped) return;
      if (closed) return drop();
      dropCurrent = drop;
      handlers.onListening?.();
    } catch (error) {
      log.warn({ err: error, channel }, 'could not listen; retrying');
      if (!dropped) {
        drop();
        retry();
      }
    }
  };
  const ready = listen();

  return {
    close: async () => {
      closed = true;
      await ready;
      dropCurrent?.();
    },
  };
}
