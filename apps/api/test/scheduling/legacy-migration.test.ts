import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteOptions } from '#api/db/client.ts';
import { migrationsFolder } from '#api/db/migrate.ts';
import { wallClockFromToday } from '../helpers/test-clock.ts';

/** The migrations before scheduling (0000–0006), as a database made before issue 17 had them. */
function foldersBeforeScheduling(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'before-0007-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  rmSync(path.join(folder, '0007_scheduling.sql'));
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 7);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migrating a database with sessions booked before scheduling', () => {
  const before = foldersBeforeScheduling();
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('keeps each client’s next session on a session still booked when a duplicate is cancelled', async () => {
    const pg = await PGlite.create(pgliteOptions);
    const db = drizzle(pg);
    await migrate(db, { migrationsFolder: before });
    // Two clients booked at the same instant, a month on.
    const at = wallClockFromToday('Asia/Kolkata', 30, 15, 30).toISOString();
    await pg.exec(`
      insert into users (id, email, password_hash, role) overriding system value values
        (1, 'n@example.com', 'h', 'nutritionist'), (2, 'a@example.com', 'h', 'client'),
        (3, 'b@example.com', 'h', 'client');
      insert into nutritionists (id, name, specialization) values (1, 'Asha', 'General');
      insert into clients (id, name, nutritionist_id, next_session) values
        (2, 'Meera', 1, '${at}'), (3, 'Priya', 1, '${at}');
      insert into appointments (client_id, nutritionist_id, scheduled_at, status) values
        (2, 1, '${at}', 'scheduled'), (3, 1, '${at}', 'scheduled');
    `);
    await migrate(db, { migrationsFolder });
    const { rows } = await pg.query<{ id: number; next: Date | null; booked: Date | null }>(`
      select c.id, c.next_session as next,
        (select min(a.scheduled_at) from appointments a
         where a.client_id = c.id and a.status = 'booked') as booked
      from clients c order by c.id`);
    expect(rows.map((row) => [row.id, row.next?.toISOString() ?? null])).toEqual(
      rows.map((row) => [row.id, row.booked?.toISOString() ?? null]),
    );
    expect(rows[1]?.next).toBeNull();
    await pg.close();
  });
});
