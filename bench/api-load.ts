// API load with autocannon: each authenticated route against a bare Fastify route that
// answers the same JSON body, the ceiling of this machine.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, waitHealthy } from './serve.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** req/s as a share of the bare route's. */
  vsBare?: number;
}

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
}

export async function load(target: LoadTarget, seconds: number): Promise<LoadResult> {
  return loadWith({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    duration: seconds,
  });
}

/**
 * 50 connections for `duration` seconds, each sending `requests` in turn when given (a mix
 * of paths on one server), else the one request of `url`.
 */
export async function loadWith(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ ...options, connections: 50 });
  // autocannon's histogram has p97_5 and p99 but no p95; p97_5 is the nearest above it.
  const latency = result.latency as unknown as Record<string, number>;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: latency.p50 ?? 0,
    p95Ms: latency.p95 ?? latency.p97_5 ?? 0,
    p99Ms: latency.p99 ?? 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * GET reads spread over many targets, each request the next target in turn: many people
 * reading their own records (each plan its own cache entry) rather than one record read
 * over and over. All targets share one origin.
 */
export async function loadRotating(targets: LoadTarget[], seconds: number): Promise<LoadResult> {
  const first = targets[0];
  if (!first) throw new Error('loadRotating needs at least one target');
  let next = 0;
  return loadWith({
    url: new URL(first.url).origin,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const target = targets[next % targets.length] ?? first;
          next += 1;
          const url = new URL(target.url);
          return {
            ...request,
            method: 'GET',
            path: url.pathname + url.search,
            headers: { ...request.headers, ...target.headers },
          };
        },
      },
    ],
  });
}

/** One line for a load's figures, as the bench table prints them. */
export const describeLoad = (r: LoadResult) =>
  `${r.requestsPerSecond} req/s, p50 ${r.p50Ms} p95 ${r.p95Ms} p99 ${r.p99Ms} ms` +
  (r.errors || r.non2xx ? `, ${r.errors} errors ${r.non2xx} non-2xx` : '');

/** A bare Fastify process answering `body` on GET /bare: no auth, no database. */
export async function startBareServer(body: string, port: number) {
  const bodyFile = path.join(os.tmpdir(), 'nw-bench-bare-body.json');
  writeFileSync(bodyFile, body);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/bare-server.ts'), bodyFile, String(port)],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, () => child.exitCode !== null);
  return {
    url: `${url}/bare`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

export async function signIn(base: string, email: string, password: string, role: string) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, role }),
  });
  if (!response.ok) throw new Error(`bench sign-in failed for ${email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function send(target: LoadTarget) {
  const response = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${target.url}: ${response.status}`);
}

/**
 * One request at a time: what a single person waits for, without the load. `before`, when
 * given, is sent (untimed) ahead of each request, e.g. a write that empties kept answers.
 * `target` and `before` may be functions of the request's number, for requests that differ.
 */
export async function sequentialLatency(
  target: LoadTarget | ((index: number) => LoadTarget),
  count: number,
  before?: LoadTarget | ((index: number) => LoadTarget),
) {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    if (before) await send(typeof before === 'function' ? before(i) : before);
    const request = typeof target === 'function' ? target(i) : target;
    const started = performance.now();
    await send(request);
    times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) => +(sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? 0).toFixed(1);
  return { requests: count, p50Ms: at(50), p95Ms: at(95) };
}
