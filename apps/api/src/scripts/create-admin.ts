// `npm run create-admin -- --email … --password … [--name …]`: the first admin of a
// real deployment (no demo data there).
import { loadConfig, ConfigError } from '#api/config.ts';
import { openDatabase } from '#api/db/client.ts';
import { DataDirLockedError } from '#api/db/data-dir-lock.ts';
import { runMigrations } from '#api/db/migrate.ts';
import { createAdmin } from '#api/modules/auth/create-admin.ts';
import { exitWith, readOptions } from './cli-args.ts';

const values = readOptions({
  email: { type: 'string' },
  password: { type: 'string' },
  name: { type: 'string' },
});

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const result = await createAdmin(database.db, {
      email: values.email ?? '',
      password: values.password ?? '',
      name: values.name ?? 'Administrator',
    });
    if (!result.ok) exitWith(result.message);
    console.info(`Admin ${result.email} created. Sign in at ${config.appUrl}/login as Admin.`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) exitWith(error.message);
  throw error;
}
