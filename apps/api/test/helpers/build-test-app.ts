import path from 'node:path';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '#api/app.ts';
import { loadConfig, type AppConfig } from '#api/config.ts';
import { openPostgres, type Database, type DatabaseHandle } from '#api/db/client.ts';
import type { OutgoingMessage, Transport } from '#api/integrations/transport.ts';
import { createTestDatabase } from './test-database.ts';
import { testClock } from './test-clock.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: path.join(os.tmpdir(), 'nw-api-test-data'),
    // No web build in API tests unless a test points at a fixture.
    WEB_DIST_DIR: path.join(os.tmpdir(), 'nw-no-web-build'),
    LOGIN_MAX_PER_IP: '1000',
    LOGIN_MAX_PER_EMAIL: '1000',
    FORM_MAX_PER_IP: '1000',
    FORM_MAX_PER_KEY: '1000',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** PostgreSQL only: where the database is, so a second app can share it. */
  databaseUrl?: string;
  /** The driver under the app (PGlite or the pg pool), for tests of the connections. */
  driver: DatabaseHandle['driver'];
  close: () => Promise<void>;
}

/**
 * The real app on a fresh migrated database of the run's kind. The app is not yet
 * ready, so a test may add a probe route before its first request.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'transports' | 'logStream' | 'clock'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(env),
    database: database.handle,
    clock: testClock,
    ...options,
  });
  return {
    app,
    db: database.handle.db,
    databaseUrl: database.url,
    driver: database.handle.driver,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

/**
 * PostgreSQL: a second process's app on `first`'s database, with its own pool, read cache
 * and listeners; closing it closes its pool too.
 */
export async function secondAppOn(
  first: TestApp,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  if (!first.databaseUrl) throw new Error('a second app needs PostgreSQL');
  const handle = openPostgres(first.databaseUrl);
  const app = await buildApp({ config: testConfig(env), database: handle, clock: testClock });
  app.addHook('onClose', () => handle.close());
  return app;
}

/** A transport that keeps what it is given, for tests to read. */
export function capturingTransport(channels: Transport['channels'] = ['email', 'sms', 'whatsapp']) {
  const sent: OutgoingMessage[] = [];
  const transport: Transport = {
    name: 'capture',
    channels,
    deliver: async (message) => {
      sent.push({ ...message });
    },
  };
  return { transport, sent };
}

/**
 * Polls until `check` is truthy (deliveries happen just after the answer). The wait is
 * measured on the monotonic clock: it is elapsed time, not the app's "now".
 */
export async function eventually<T>(check: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
