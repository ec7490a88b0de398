// The mixed workload (issue 14): the practice at peak, run once with the read cache and
// once without it (READ_CACHE=off) on the same data, to decide whether the cache pays
// (decision 005). MIXED_SECONDS sets each run's length (60 by default, 5 with --quick),
// MIXED_RATE the calls per second the practice would make if every answer were instant
// (1,200).
import os from 'node:os';
import { buildBenchData, mixedSize } from './generate-data.ts';
import { describeMix, runMixed, type MixedResult } from './mixed-load.ts';
import { signInPractice, type Practice } from './mixed-users.ts';
import { benchServerEnv, freePort, startServer } from './serve.ts';

type Row = (name: string, value: string, target?: string) => void;

const rate = Number(process.env.MIXED_RATE ?? 1200);

interface Run extends MixedResult {
  /** Share of the reads through the cache answered without a query of their own, in %. */
  cacheAnsweredPct: number;
  cache: { hits: number; shared: number; misses: number };
}

async function oneRun(
  seconds: number,
  data: Awaited<ReturnType<typeof buildBenchData>>,
  readCache: 'on' | 'off',
  practice: (base: string) => Promise<Practice>,
): Promise<Run> {
  const server = await startServer({
    port: await freePort(),
    dataDir: data.dataDir,
    env: {
      ...data.serverEnv,
      ...benchServerEnv,
      // Sign-ins are part of the mix: the limits must not turn them into 429s.
      LOGIN_MAX_PER_IP: '100000',
      LOGIN_MAX_PER_EMAIL: '100000',
      READ_CACHE: readCache,
    },
  });
  try {
    const people = await practice(server.url);
    const before = await server.readCacheStats();
    const result = await runMixed(server.url, people, seconds, rate);
    const after = await server.readCacheStats();
    const cache = {
      hits: after.hits - before.hits,
      shared: after.shared - before.shared,
      misses: after.misses - before.misses,
    };
    const reads = cache.hits + cache.shared + cache.misses;
    const answered = reads ? (100 * (cache.hits + cache.shared)) / reads : 0;
    return { ...result, cache, cacheAnsweredPct: +answered.toFixed(1) };
  } finally {
    await server.stop();
  }
}

function report(row: Row, label: string, run: Run) {
  row(
    `mixed, cache ${label}`,
    `${run.requestsPerSecond} req/s, ${run.errors} errors, ${run.virtualUsers} users, ${run.seconds} s`,
    '≥ 1,000 req/s, 0 errors',
  );
  row(
    `  reads the cache answered`,
    `${run.cacheAnsweredPct} % (${run.cache.hits} kept, ${run.cache.shared} shared, ${run.cache.misses} read)`,
  );
  for (const [kind, k] of Object.entries(run.kinds)) {
    row(
      `  ${kind} (${k.sharePct} %)`,
      `p50 ${k.p50Ms} p95 ${k.p95Ms} p99 ${k.p99Ms} ms${k.errors ? `, ${k.errors} errors` : ''}`,
      'p95 ≤ 50 ms',
    );
  }
  for (const [failure, n] of Object.entries(run.failures)) row(`  failed: ${failure}`, `${n}`);
}

export async function mixedWorkload(row: Row, quick: boolean) {
  const seconds = Number(process.env.MIXED_SECONDS ?? (quick ? 5 : 60));
  const data = await buildBenchData(mixedSize, 'mixed');
  row('mixed: data set', `${data.kind}, 50 nutritionists, 500 clients, ${data.seconds} s`);
  // Other programs on the machine take their share of its two cores: say how busy it was.
  const load = () => os.loadavg()[0]!.toFixed(1);
  row('mixed: machine load (1 min) before', load());
  row('mixed: what each person does (weights)', describeMix());
  // Signed in once (tokens outlive a server restart); the second server only needs them.
  let people: Practice | undefined;
  const practice = async (base: string) => (people ??= await signInPractice(base, mixedSize));
  const withCache = await oneRun(seconds, data, 'on', practice);
  report(row, 'on', withCache);
  const loadWith = load();
  const withoutCache = await oneRun(seconds, data, 'off', practice);
  report(row, 'off', withoutCache);
  const loadWithout = load();
  row('mixed: machine load (1 min) after each run', `${loadWith}, ${loadWithout}`);
  return {
    seconds,
    offeredRate: rate,
    mix: describeMix(),
    machineLoadAfter: { withCache: loadWith, withoutCache: loadWithout },
    withCache,
    withoutCache,
  };
}
