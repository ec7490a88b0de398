// `npm run db:reset`: start the embedded database over — schema and demo data afresh.
// With DATABASE_URL it drops every table of the server's public schema, so it asks
// for --force.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '#api/config.ts';
import { openDatabase } from '#api/db/client.ts';
import { DataDirLockedError, acquireDataDirLock } from '#api/db/data-dir-lock.ts';
import { dropSchema, runMigrations } from '#api/db/migrate.ts';
import { seedDemoDataIfEmpty } from '#api/db/seed.ts';
import { clockFor } from '#api/lib/clock.ts';
import { exitWith, readOptions } from './cli-args.ts';

const { force } = readOptions({ force: { type: 'boolean' } });

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    if (!force)
      exitWith('DATABASE_URL is set: this would drop every table there. Run again with --force.');
  } else {
    // Refuse while a server holds the folder; then remove the database files.
    acquireDataDirLock(config.dataDir)();
    rmSync(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
  }
  const database = await openDatabase(config);
  if (database.kind === 'postgres') await dropSchema(database.db);
  await runMigrations(database);
  const seeded =
    config.seedDemo || !config.databaseUrl
      ? await seedDemoDataIfEmpty(
          database.db,
          clockFor(config.clockStart).now(),
          config.defaultTimeZone,
        )
      : false;
  await database.close();
  console.info(`Database reset${seeded ? ' with the demo accounts (password nourish123)' : ''}.`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) exitWith(error.message);
  throw error;
}
