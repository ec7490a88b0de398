// Starts `npm start`'s server for a benchmark: on a given database, port and settings.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReadCacheStats } from '../apps/api/src/lib/read-cache.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
  /** How its read cache answered since start, asked over the IPC channel (server.ts). */
  readCacheStats: () => Promise<ReadCacheStats>;
}

/** The bench practice's time zone: the journal data's days are its days. */
export const BENCH_TIME_ZONE = 'Asia/Kolkata';

/**
 * Settings every benched server gets besides its database: no demo data, a fixed secret,
 * the data's time zone, and no chat limit (the load sends far more than a person would).
 */
export const benchServerEnv = {
  SEED_DEMO: '0',
  TZ_DEFAULT: BENCH_TIME_ZONE,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-signing-tokens',
  MESSAGE_MAX_PER_MINUTE: '100000000',
};

/** A port nothing listens on now, for a server of this run (no fixed ports). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until GET `url`/api/health answers, or the process ends, or 3 minutes pass. */
export async function waitHealthy(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited()) throw new Error('the server exited before it was healthy');
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error('server did not become healthy in 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  await waitHealthy(url, () => child.exitCode !== null);
  return {
    url,
    readCacheStats: () =>
      new Promise((resolve) => {
        child.once('message', (message) =>
          resolve((message as { readCacheStats: ReadCacheStats }).readCacheStats),
        );
        child.send('read-cache-stats');
      }),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
