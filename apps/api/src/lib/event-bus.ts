import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { holdListener } from './pg-listen.ts';
import { loggableError } from './loggable-error.ts';

/** Something that happened for one signed-in person, carried to their open event streams. */
export interface UserEvent {
  userId: number;
  type: 'message' | 'read' | 'notification';
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
 */
export function createPostgresEventBus(pool: pg.Pool, log: FastifyBaseLogger): EventBus {
  const local = localFanOut();
  const listener = holdListener(
    pool,
    CHANNEL,
    {
      onNotification: (payload) => {
        if (!payload) return;
        try {
          local.deliver(JSON.parse(payload) as UserEvent);
        } catch (error) {
          log.warn({ err: loggableError(error) }, 'unreadable event notification');
        }
      },
    },
    log,
  );

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
    close: () => listener.close(),
  };
}
