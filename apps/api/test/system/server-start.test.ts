import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(apiDir, 'src/server.ts');

function startServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

/** The least of a web build the server serves: its SPA shell. */
function fixtureWebBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nw-start-web-'));
  writeFileSync(path.join(dir, '__spa-fallback.html'), '<!doctype html><title>x</title>');
  return dir;
}

describe('server start-up', () => {
  it('stops on bad configuration with one line naming the variable and no stack trace', () => {
    const result = startServer({
      PORT: 'not-a-port',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'nw-start-')),
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^NourishWell cannot start: PORT /);
    expect(result.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('refuses a second server on a data folder another live server holds', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nw-start-'));
    // A live process that is not us stands in for the first server.
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dataDir, '.lock'), String(holder.pid));
      const result = startServer({ PORT: '3999', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        `NourishWell cannot start: DATA_DIR ${dataDir} is in use by another NourishWell server (pid ${holder.pid}); stop it or choose another DATA_DIR`,
      );
    } finally {
      holder.kill();
    }
  });

  it('greets a person with one short banner, serves, then shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nw-start-'));
    // PORT=0: the system picks a free port, so a second run of the suite never collides.
    const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'info',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        // A built web app, as `npm start` always has one (without it a warning is logged).
        WEB_DIST_DIR: fixtureWebBuild(),
      },
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      // A cold PGlite start and the demo seed compete with the other test files for two
      // cores: allow 75 s.
      for (let i = 0; i < 300 && !output.includes('Stop with Ctrl+C'); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const signIn = /Sign in at (http:\/\/localhost:(\d+)\/login)\n/.exec(output);
      expect(signIn, output).not.toBeNull();
      expect(output).toContain('Demo accounts (password nourish123) are listed in README.md');
      // The banner is the whole start-up output: no JSON "listening" lines around it.
      expect(output.trim().split('\n'), output).toHaveLength(3);
      const health = await fetch(`http://127.0.0.1:${signIn?.[2]}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      expect(existsSync(path.join(dataDir, '.lock'))).toBe(true);
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);
    } finally {
      server.kill('SIGKILL');
    }
  }, 90_000);
});
