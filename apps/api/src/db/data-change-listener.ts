import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DatabaseHandle } from './client.ts';
import { holdListener } from '#api/lib/pg-listen.ts';
import { DATA_CHANGED_CHANNEL, type ReadCache } from '#api/lib/read-cache.ts';

/**
 * Drops the kept answers built from the table each change notification names (migration
 * 0001's triggers send the table's name), and trusts the cache only while notifications
 * are heard. Returns the function that stops listening.
 */
export async function listenForDataChanges(
  database: DatabaseHandle,
  cache: ReadCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const changed = (table: string) => (table ? cache.invalidateTable(table) : cache.invalidate());
  if (database.kind === 'pglite') {
    // One process, one connection: PGlite hands over the notifications of a statement
    // before that statement's promise settles.
    const unlisten = await (database.driver as PGlite).listen(DATA_CHANGED_CHANNEL, changed);
    cache.setTrusted(true);
    return async () => {
      cache.setTrusted(false);
      await unlisten();
    };
  }
  // This process's own writes, heard on the connection that made them (db/pooled-changes.ts).
  const unsubscribe = database.pooledChanges?.(changed);
  // Everyone's writes, heard on a connection held for that; while it is down, notifications
  // are lost, so nothing is kept.
  const listener = holdListener(
    database.driver as pg.Pool,
    DATA_CHANGED_CHANNEL,
    {
      onNotification: changed,
      onListening: () => cache.setTrusted(true),
      onLost: () => cache.setTrusted(false),
    },
    log,
  );
  return async () => {
    cache.setTrusted(false);
    unsubscribe?.();
    await listener.close();
  };
}
