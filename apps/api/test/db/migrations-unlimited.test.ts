import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from '#api/db/client.ts';
import { runMigrations } from '#api/db/migrate.ts';
import { databaseUrlFor } from '../helpers/test-database-info.ts';

async function admin(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.runIf(inject('testDatabase').kind === 'postgres')(
  'migrations under the requests’ statement timeout',
  () => {
    it('run whole on an empty database although requests may not run a statement longer than 1 ms', async () => {
      const info = inject('testDatabase');
      if (info.kind !== 'postgres') return;
      const name = `nw_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      await admin(info.adminUrl, `create database ${name}`);
      const handle = openPostgres(databaseUrlFor(info.adminUrl, name), {
        statementTimeoutMs: 1,
        networkTimeoutMs: 60_000,
      });
      try {
        // Migrating and loading IFCT's 542 foods take far longer than 1 ms a statement: they
        // run on their own connection, without the pool's limit (decision 026).
        await runMigrations(handle);
        const unlimited = openPostgres(databaseUrlFor(info.adminUrl, name));
        const foods = await unlimited.db.execute(sql`select count(*)::int as n from foods`);
        await unlimited.close();
        expect((foods as { rows: Array<{ n: number }> }).rows[0]!.n).toBeGreaterThan(500);
        // The pool itself keeps the limit: a slow statement of a request is cancelled.
        await expect(handle.db.execute(sql`select pg_sleep(0.2)`)).rejects.toMatchObject({
          cause: expect.objectContaining({ code: '57014' }),
        });
      } finally {
        await handle.close();
        await admin(info.adminUrl, `drop database if exists ${name} with (force)`);
      }
    }, 120_000);
  },
);
