import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** Something that happened for one signed-in person, carried to their open event streams. */
export interface UserEvent {
  userId: number;
  type: 'message' | 'read';
  /** Ids and times only: the browser fetches the content, so a payload stays small. */
  data: Record<string, string | number | null>;
}

export interface EventBus {
  publish: (events: UserEvent[]) => Promise<void>;
  subscribe: (userId: number, listener: (event: UserEvent) => void) => () => void;
  close: () => Promise<void>;
}

/** Delivery to this process's streams. */
function localFanOut() {
  const listeners = new Map<number, Set<(event: UserEvent) => void>>();
  return {
    deliver(event: UserEvent) {
      for (const listener of listeners.get(event.userId) ?? []) listener(event);
    },
    subscribe(userId: number, listener: (event: UserEvent) => void) {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
  };
}

/** One process (PGlite): events go straight to this process's streams. */
export function createLocalEventBus(): EventBus {
  const local = localFanOut();
  return {
    publish: async (events) => events.forEach((event) => local.deliver(event)),
    subscribe: local.subscribe,
    close: async () => undefined,
  };
}

const CHANNEL = 'nourishwell_events';

/**
 * Several processes on one PostgreSQL: every process LISTENs on one channel and delivers
 * to its own streams, so a message sent through one process reaches a stream on another.
 * The listening connection is held for the process's life and re-made if it drops.
 */
export function createPostgresEventBus(pool: pg.Pool, log: FastifyBaseLogger): EventBus {
  const local = localFanOut();
  let listener: pg.PoolClient | undefined;
  let closed = false;

  const listen = async () => {
    try {
      const client = await pool.connect();
      client.on('notification', (note) => {
        if (!note.payload) return;
        try {
          local.deliver(JSON.parse(note.payload) as UserEvent);
        } catch (error) {
          log.warn({ err: error }, 'unreadable event notification');
        }
      });
      client.on('error', (error) => {
        log.warn({ err: error }, 'event listener connection lost; reconnecting');
        client.release(true);
        listener = undefined;
        if (!closed) setTimeout(() => void listen(), 1000).unref();
      });
      await client.query(`listen ${CHANNEL}`);
      listener = client;
    } catch (error) {
      log.warn({ err: error }, 'could not listen for events; retrying');
      if (!closed) setTimeout(() => void listen(), 1000).unref();
    }
  };
  const ready = listen();

  return {
    // One statement however many events (a bulk send to 500 clients makes 1,000).
    publish: async (events) => {
      if (events.length === 0) return;
      await pool.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
        CHANNEL,
        events.map((event) => JSON.stringify(event)),
      ]);
    },
    subscribe: local.subscribe,
    close: async () => {
      closed = true;
      await ready;
      listener?.release(true);
      listener = undefined;
    },
  };
}
