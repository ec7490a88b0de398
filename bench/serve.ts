// Starts `npm start`'s server for a benchmark: on a given database, port and settings.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
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
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  await waitHealthy(url, () => child.exitCode !== null);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
