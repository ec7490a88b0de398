import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { guardPooledClient } from './pool-guard.ts';
import { hearChangesOnEveryConnection, type ChangeSubscriber } from './pooled-changes.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** What a repository function takes: the database or a transaction inside it. */
export type Executor = Database | Transaction;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The raw driver, for LISTEN/NOTIFY and tests. */
  driver: PGlite | pg.Pool;
  /** PostgreSQL: the data changes every pooled connection hears (its own writes' too). */
  pooledChanges?: ChangeSubscriber;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL: the longest one statement may run (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
}

export interface PostgresTimeouts {
  /** The server cancels a statement running longer (SQLSTATE 57014); the request gets a 504. */
  statementTimeoutMs?: number;
  /**
   * The driver gives up on an answer that has not come back in this time (a stalled
   * network, where the server never saw the statement) and drops the connection.
   */
  networkTimeoutMs?: number;
  /** How long to wait for a new connection (a failover in progress). */
  connectTimeoutMs?: number;
}

/** A statement timed out by the server is answered first; the network's limit comes later. */
const NETWORK_GRACE_MS = 5000;

/** Every embedded database loads btree_gist: the sessions' no-overlap constraint needs it (0007). */
export const pgliteOptions = { extensions: { btree_gist } } satisfies PGliteOptions;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const statementTimeoutMs = options.statementTimeoutMs;
    return openPostgres(
      options.databaseUrl,
      statementTimeoutMs
        ? { statementTimeoutMs, networkTimeoutMs: statementTimeoutMs + NETWORK_GRACE_MS }
        : {},
    );
  }
  const release = acquireDataDirLock(options.dataDir);
  try {
    const folder = path.join(options.dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    const client = await PGlite.create(folder, pgliteOptions);
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function openPostgres(databaseUrl: string, timeouts: PostgresTimeouts = {}): DatabaseHandle {
  // A server that does not answer (a failover in progress) fails a request in 5 s with a
  // 503, instead of holding it until the caller gives up.
  const changes = hearChangesOnEveryConnection();
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: timeouts.connectTimeoutMs ?? 5000,
    onConnect: changes.onConnect,
    ...(timeouts.statementTimeoutMs ? { statement_timeout: timeouts.statementTimeoutMs } : {}),
    ...(timeouts.networkTimeoutMs ? { query_timeout: timeouts.networkTimeoutMs } : {}),
  });
  // An idle client's error (server restart) must not crash the process; the pool reconnects.
  pool.on('error', () => undefined);
  pool.on('connect', guardPooledClient);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    driver: pool,
    pooledChanges: changes.subscribe,
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite, release: () => void = () => undefined): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    driver: client,
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
