import type pg from 'pg';
import { DATA_CHANGED_CHANNEL } from '#api/lib/read-cache.ts';

export type ChangeSubscriber = (listener: (table: string) => void) => () => void;

/**
 * Every pooled connection LISTENs for data changes (decision 005). A session hears its
 * own notification before its commit settles, so the process that wrote drops the answers
 * built from the changed table before its write returns: read-your-writes without waiting
 * for the separate listening connection, and only for the tables really changed.
 * `onConnect` is the pool's hook, run on each new connection before it is used.
 */
export function hearChangesOnEveryConnection(): {
  onConnect: (client: pg.ClientBase) => Promise<void>;
  subscribe: ChangeSubscriber;
} {
  const listeners = new Set<(table: string) => void>();
  return {
    onConnect: async (client) => {
      client.on('notification', (note) => {
        if (note.channel !== DATA_CHANGED_CHANNEL) return;
        for (const listener of listeners) listener(note.payload ?? '');
      });
      // Upper case tells it apart from the held listening connection's `listen …` in
      // pg_stat_activity.
      await client.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
