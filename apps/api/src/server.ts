import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoDataIfEmpty } from './db/seed.ts';

/** Start-up problems a person can fix are said in one line, without a stack trace. */
function fail(message: string): never {
  console.error(`NourishWell cannot start: ${message}`);
  process.exit(1);
}

function describe(error: unknown): string | undefined {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    return 'PORT is already in use by another program; choose another PORT';
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '28P01' || code === '3D000') {
    return `DATABASE_URL cannot be reached (${code}); check the server, database name and credentials`;
  }
  return undefined;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await runMigrations(database);
  if (config.seedDemo) {
    const seeded = await seedDemoDataIfEmpty(database.db);
    if (seeded) console.info('Seeded the demo accounts (password nourish123); see README.md');
  }
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let the ones in flight finish, then release the database.
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  app.log.info(`NourishWell is running at ${config.appUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  const message = describe(error);
  if (message) fail(message);
  console.error(error);
  process.exit(1);
});
