import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';
import { holdListener } from './pg-listen.ts';
import { DATA_CHANGED_CHANNEL, type ReadCache } from './read-cache.ts';

/**
 * Empties the read cache on every change notification and trusts it only while they are
 * heard. Returns the function that stops listening.
 */
export async function listenForDataChanges(
  database: DatabaseHandle,
  cache: ReadCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    // One process, one connection: PGlite hands over the notifications of a statement
    // before that statement's promise settles.
    const unlisten = await (database.driver as PGlite).listen(DATA_CHANGED_CHANNEL, () =>
      cache.invalidate(),
    );
    cache.setTrusted(true);
    return async () => {
      cache.setTrusted(false);
      await unlisten();
    };
  }
  const listener = holdListener(
    database.driver as pg.Pool,
    DATA_CHANGED_CHANNEL,
    {
      onNotification: () => cache.invalidate(),
      onListening: () => cache.setTrusted(true),
      onLost: () => cache.setTrusted(false),
    },
    log,
  );
  return async () => {
    cache.setTrusted(false);
    await listener.close();
  };
}
