// `npm run bench -- --db-restart`: the operator's drill for issue 30 (decision 026). Runs
// `npm start`'s server on a fresh PostgreSQL database, keeps 50 loops writing goals, and
// restarts the PostgreSQL server under them with pg_ctlcluster, 5 times (1 with --quick).
// Counts crashes, acknowledged writes missing afterwards, failures that were not 503 with
// Retry-After, and how long after the restart returned writes succeeded again.
// It restarts the whole local cluster: run it on a machine where nothing else is using it.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { signIn } from './api-load.ts';
import { benchServerEnv, freePort, startServer } from './serve.ts';

type Row = (name: string, value: string, target?: string) => void;

const LOOPS = 50;
const DEMO_CLIENTS = ['meera', 'arjun', 'priya', 'farhan', 'ananya', 'sunita'];
const DEMO_PASSWORD = 'nourish123';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function restartPostgres(): number {
  const version = readdirSync('/etc/postgresql')[0];
  if (!version) throw new Error('no PostgreSQL cluster in /etc/postgresql');
  const started = performance.now();
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], {
    stdio: 'ignore',
  });
  return performance.now() - started;
}

async function adminQuery(database: string, text: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

interface RunFigures {
  crashed: boolean;
  acknowledged: number;
  lost: number;
  failures: number;
  notRetryable: string[];
  restartMs: number;
  recoveryMs: number;
}

async function oneRun(): Promise<RunFigures> {
  const name = `nw_drill_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  await adminQuery('postgres', `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = await startServer({
    port: await freePort(),
    dataDir: path.join(os.tmpdir(), name),
    env: { ...benchServerEnv, DATABASE_URL: url.toString(), SEED_DEMO: '1' },
  });
  try {
    const signedIn = await Promise.all(
      DEMO_CLIENTS.map(async (who) => {
        const token = await signIn(server.url, `${who}@nourishwell.test`, DEMO_PASSWORD, 'client');
        const me = await fetch(`${server.url}/api/users/me`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return { token, id: ((await me.json()) as { id: number }).id };
      }),
    );
    const acknowledged: number[] = [];
    const notRetryable: string[] = [];
    let failures = 0;
    let crashed = false;
    let stop = false;
    let lastSuccessAt = 0;
    const deadline = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const loop = async (index: number) => {
      const who = signedIn[index % signedIn.length]!;
      while (!stop) {
        try {
          const response = await fetch(`${server.url}/api/client/goal`, {
            method: 'POST',
            headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              clientId: who.id,
              type: 'Drink water',
              target: '3 L',
              deadline,
              progress: 100,
            }),
          });
          const body = (await response.json()) as { id?: number; code?: string };
          if (response.status === 201 && body.id) {
            acknowledged.push(body.id);
            lastSuccessAt = performance.now();
          } else {
            failures += 1;
            if (response.status !== 503 || response.headers.get('retry-after') === null)
              notRetryable.push(`${response.status} ${body.code}`);
          }
        } catch {
          // The server itself did not answer: it died.
          crashed = true;
          await sleep(100);
        }
      }
    };
    const running = Array.from({ length: LOOPS }, (_, index) => loop(index));
    await sleep(3000);
    const restartMs = restartPostgres();
    const back = performance.now();
    while (lastSuccessAt < back && performance.now() - back < 30_000) await sleep(20);
    const recoveryMs = lastSuccessAt >= back ? lastSuccessAt - back : Infinity;
    await sleep(2000);
    stop = true;
    await Promise.all(running);
    const health = await fetch(`${server.url}/api/health`).catch(() => undefined);
    if (!health?.ok) crashed = true;
    const stored = await adminQuery(
      name,
      `select count(*)::int as n from goals where id = any(array[${acknowledged.join(',') || 0}])`,
    );
    return {
      crashed,
      acknowledged: acknowledged.length,
      lost: acknowledged.length - (stored.rows[0] as { n: number }).n,
      failures,
      notRetryable,
      restartMs,
      recoveryMs,
    };
  } finally {
    await server.stop();
    await adminQuery('postgres', `drop database if exists ${name} with (force)`).catch(
      () => undefined,
    );
  }
}

export async function benchDatabaseRestart(row: Row, quick: boolean) {
  const runs: RunFigures[] = [];
  for (let run = 0; run < (quick ? 1 : 5); run += 1) {
    const figures = await oneRun();
    runs.push(figures);
    row(
      `restart ${run + 1}`,
      `${figures.acknowledged} writes, ${figures.lost} lost, ${figures.failures} failed (${figures.notRetryable.length} not 503), recovery ${Math.round(figures.recoveryMs)} ms`,
      figures.crashed ? 'CRASHED' : 'alive',
    );
  }
  const summary = {
    runs: runs.length,
    crashes: runs.filter((r) => r.crashed).length,
    acknowledgedWrites: runs.reduce((n, r) => n + r.acknowledged, 0),
    lostWrites: runs.reduce((n, r) => n + r.lost, 0),
    failures: runs.reduce((n, r) => n + r.failures, 0),
    failuresNot503WithRetryAfter: runs.flatMap((r) => r.notRetryable),
    restartMs: runs.map((r) => Math.round(r.restartMs)),
    recoveryMsAfterRestartReturned: runs.map((r) => Math.round(r.recoveryMs)),
  };
  row(
    'PostgreSQL restart under 50 write loops',
    `${summary.crashes} crashes, ${summary.lostWrites} of ${summary.acknowledgedWrites} writes lost, worst recovery ${Math.max(...summary.recoveryMsAfterRestartReturned)} ms`,
    '0 crashes, 0 lost, ≤ 2000 ms',
  );
  const passed =
    summary.crashes === 0 &&
    summary.lostWrites === 0 &&
    summary.failuresNot503WithRetryAfter.length === 0 &&
    Math.max(...summary.recoveryMsAfterRestartReturned) <= 2000;
  return { ...summary, passed };
}
