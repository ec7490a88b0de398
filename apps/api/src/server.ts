import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { movePhotosIntoDatabase } from './db/move-photos.ts';
import { seedDemoDataIfEmpty } from './db/seed.ts';
import { clockFor } from './lib/clock.ts';
import { uploadsDir } from './integrations/storage.ts';

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

/**
 * What a person starting the app needs, in plain lines (the JSON log is for machines):
 * where to sign in and where the demo accounts are. PORT=0 asks for any free port, so
 * the address is read from the listening socket.
 */
function startBanner(config: AppConfig, databaseKind: string, port: number): string {
  const base = config.port === 0 ? `http://localhost:${port}` : config.appUrl;
  const database =
    databaseKind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  return [
    `NourishWell is running. Sign in at ${base}/login`,
    ...(config.seedDemo
      ? ['Demo accounts (password nourish123) are listed in README.md under "Demo accounts".']
      : []),
    `Database: ${database}. Stop with Ctrl+C.`,
  ].join('\n');
}

/**
 * A parent that started this process with an IPC channel (the bench, bench/serve.ts) may
 * ask how the read cache answered: the counters never leave the machine over HTTP.
 */
function answerStatsRequests(app: FastifyInstance): void {
  const send = process.send?.bind(process);
  if (!send) return;
  process.on('message', (message) => {
    if (message === 'read-cache-stats') send({ readCacheStats: app.readCache.stats() });
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await runMigrations(database);
  const clock = clockFor(config.clockStart);
  if (config.seedDemo) await seedDemoDataIfEmpty(database.db, clock.now(), config.defaultTimeZone);
  const app = await buildApp({ config, database, clock });
  // Beside the migrations (it needs the app's log): photos saved on this machine's disk
  // before PostgreSQL kept them move into the table every process reads.
  if (database.kind === 'postgres')
    await movePhotosIntoDatabase(database.db, uploadsDir(config.dataDir), app.log);

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
  answerStatsRequests(app);

  // Fastify logs a JSON line per address it listens on; the banner says it once instead.
  const logLevel = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  } finally {
    app.log.level = logLevel;
  }
  if (config.logLevel !== 'silent') {
    const { port } = app.server.address() as AddressInfo;
    console.info(startBanner(config, database.kind, port));
  }
}

main().catch((error: unknown) => {
  const message = describe(error);
  if (message) fail(message);
  console.error(error);
  process.exit(1);
});
