import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DatabaseHandle, Executor } from './client.ts';
import { loadIfctFoods } from './ifct-foods.ts';
import { loadIndbDishes } from './indb-dishes.ts';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Any stable number: serialises migrations when several processes start on one server. */
const MIGRATION_LOCK_KEY = 720_431_977;

/**
 * Drops every table of the server's public schema and the record of migrations run, so
 * the next `runMigrations` builds the schema afresh (`npm run db:reset`).
 */
export async function dropSchema(db: Database): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
}

/** The food tables every database holds, loaded or refreshed by code at every start. */
async function loadFoodData(db: Executor): Promise<void> {
  await loadIfctFoods(db);
  await loadIndbDishes(db);
}

/** Migrates, then loads IFCT 2017 and INDB (idempotent; see coded-foods.ts). */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.driver as PGlite), { migrationsFolder });
    await loadFoodData(handle.db);
    return;
  }
  // Its own connection, without the pool's statement timeout: a migration may rewrite a
  // big table, and a lock wait behind another process's migration is expected.
  const pooled = (handle.driver as pg.Pool).options as pg.PoolConfig;
  const client = new pg.Client({ ...pooled, statement_timeout: 0, query_timeout: 0 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzlePg(client), { migrationsFolder });
    // Under the same lock, so two processes starting together do not both load.
    await loadFoodData(drizzlePg(client));
  } finally {
    await client
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
