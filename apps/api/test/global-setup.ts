import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteOptions, wrapPglite } from '#api/db/client.ts';
import { runMigrations } from '#api/db/migrate.ts';
import { databaseUrlFor, type TestDatabaseInfo } from './helpers/test-database-info.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/**
 * Migrates once per run. PGlite: a migrated database dumped to a file that each test
 * file loads (~0.7 s instead of ~4 s). PostgreSQL: a migrated template database that
 * each test file clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  if (process.env.API_TEST_DATABASE === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('API_TEST_DATABASE=postgres needs TEST_DATABASE_URL');
    const template = `nw_template_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const handle = openPostgres(databaseUrlFor(adminUrl, template));
    await runMigrations(handle);
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'nw-api-test-'));
  const client = await PGlite.create(pgliteOptions);
  await runMigrations(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpPath = path.join(folder, 'migrated.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return async () => rm(folder, { recursive: true, force: true });
}
