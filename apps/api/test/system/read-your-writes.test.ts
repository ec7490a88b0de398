import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import { DATA_CHANGED_CHANNEL } from '#api/lib/read-cache.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

// Decision 005: the process that writes drops the kept answers built from the changed
// table before its write settles, from the database's own notification (no request hook).
describe('a write is heard by its own process before it settles', () => {
  it.runIf(inject('testDatabase').kind === 'pglite')(
    'on PGlite: a statement’s notification, and a transaction’s at its commit',
    async () => {
      const db = new PGlite();
      try {
        await db.exec(`
          create table t (n int);
          create function notify_changed() returns trigger language plpgsql as $$
          begin perform pg_notify('${DATA_CHANGED_CHANNEL}', TG_TABLE_NAME); return null; end $$;
          create trigger t_changed after insert or update or delete on t
            for each statement execute function notify_changed();`);
        const heard: string[] = [];
        await db.listen(DATA_CHANGED_CHANNEL, (table) => heard.push(table));
        await db.query('insert into t values (1)');
        expect(heard).toEqual(['t']);
        await db.transaction(async (tx) => {
          await tx.query('update t set n = 2');
          expect(heard).toEqual(['t']);
        });
        expect(heard).toEqual(['t', 't']);
      } finally {
        await db.close();
      }
    },
  );

  it.runIf(inject('testDatabase').kind === 'postgres')(
    'on PostgreSQL: on the pooled connection that wrote, a transaction’s at its commit',
    async () => {
      const app = await buildTestApp();
      const handle = openPostgres(app.databaseUrl!);
      const heard: string[] = [];
      handle.pooledChanges!((table) => heard.push(table));
      try {
        // A statement trigger fires even when no row matches.
        await handle.db.update(t.goals).set({ progress: 1 }).where(eq(t.goals.id, -1));
        expect(heard).toEqual(['goals']);
        await handle.db.transaction(async (tx) => {
          await tx.update(t.clients).set({ name: 'x' }).where(eq(t.clients.id, -1));
          expect(heard).toEqual(['goals']);
        });
        expect(heard).toEqual(['goals', 'clients']);
      } finally {
        await handle.close();
        await app.close();
      }
    },
  );
});
