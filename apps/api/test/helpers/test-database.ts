import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  openPostgres,
  pgliteOptions,
  wrapPglite,
  type Database,
  type DatabaseHandle,
} from '#api/db/client.ts';
import { databaseUrlFor } from './test-database-info.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL only: the database's address, for a second process's connection. */
  url?: string;
  dispose: () => Promise<void>;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of the run's kind, for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const dump = new Blob([await readFile(info.dumpPath)]);
    const handle = wrapPglite(await PGlite.create({ loadDataDir: dump, ...pgliteOptions }));
    return { handle, dispose: () => handle.close() };
  }
  const name = `nw_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(info.adminUrl, `create database ${name} template ${info.template}`);
  const url = databaseUrlFor(info.adminUrl, name);
  const handle = openPostgres(url);
  return {
    handle,
    url,
    dispose: async () => {
      await handle.close();
      await adminQuery(info.adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A describe block's own fresh database, opened by its beforeAll and disposed of after it.
 * The object is handed out empty when the block is declared: read `db` inside the tests.
 */
export function freshDatabase(): { db: Database } {
  const block = {} as { db: Database };
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    block.db = database.handle.db;
  });
  afterAll(() => database?.dispose());
  return block;
}
