import pg from 'pg';
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
 * after it drops. It is its own client, made with the pool's settings, so the pool keeps
 * every connection for queries. Notifications sent while it is down are gone; `onLost`
 * lets the caller act on that (the event bus shrugs, the read cache stops trusting itself).
 */
export function holdListener(
  pool: pg.Pool,
  channel: string,
  handlers: HeldListenerHandlers,
  log: FastifyBaseLogger,
): HeldListener {
  /** Ends the current listening connection, if there is one. */
  let dropCurrent: (() => Promise<void>) | undefined;
  let closed = false;

  const retry = () => {
    if (!closed) setTimeout(() => void listen(), 1000).unref();
  };
  const listen = async () => {
    const client = new pg.Client(pool.options);
    let dropped = false;
    const drop = async () => {
      if (dropped) return;
      dropped = true;
      if (dropCurrent === drop) dropCurrent = undefined;
      await client.end().catch(() => undefined);
    };
    const lost = (error?: Error) => {
      if (dropped) return;
      log.warn({ err: error, channel }, 'listening connection failed or lost; retrying');
      void drop();
      handlers.onLost?.();
      retry();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (note) => {
      if (note.channel === channel) handlers.onNotification(note.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      if (dropped) return;
      if (closed) return await drop();
      dropCurrent = drop;
      handlers.onListening?.();
    } catch (error) {
      lost(error as Error);
    }
  };
  const ready = listen();

  return {
    close: async () => {
      closed = true;
      await ready;
      await dropCurrent?.();
    },
  };
}
