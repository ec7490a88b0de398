// `npm run bench -- --health [--quick]` (issue 36): the admin's Practice health over a
// practice of about 500 clients with a year of history: their journals (with meal plans),
// sessions, and a year of sales with refunds (billing-data.ts). Times GET
// /admin/practice-health (every metric's query over twelve months) and its CSV, one at a
// time after a warm-up: each right after a journal write (computed again), then kept
// (decision 034). PostgreSQL when BENCH_DATABASE_URL (or the default) answers, else PGlite.
// Written to bench/results/practice-health.json.
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { isoDateFromToday } from '../apps/api/src/lib/dates.ts';
import { sequentialLatency, signIn } from './api-load.ts';
import { BENCH_PACKAGE, BENCH_PRACTICE, seedBillingYear } from './billing-data.ts';
import { BENCH_PASSWORD, buildBenchData, type DataSize } from './generate-data.ts';
import { openBenchDatabase } from './reminder-dispatch.ts';
import { BENCH_TIME_ZONE, benchServerEnv, freePort, startServer } from './serve.ts';

type Row = (name: string, value: string, target?: string) => void;
type Latency = Awaited<ReturnType<typeof sequentialLatency>>;

const SETTINGS: Record<'full' | 'quick', { data: DataSize; invoices: number; reads: number }> = {
  full: {
    data: {
      nutritionists: 10,
      clients: 500,
      bigCaseload: 50,
      listCaseload: 50,
      appointments: 6000,
      messages: 1000,
      journalDays: 365,
    },
    invoices: 1500,
    reads: 50,
  },
  quick: {
    data: {
      nutritionists: 5,
      clients: 200,
      bigCaseload: 40,
      listCaseload: 40,
      appointments: 1000,
      messages: 200,
      journalDays: 60,
    },
    invoices: 300,
    reads: 15,
  },
};

/** An admin's dashboard read, not a hot path: twelve months of every metric in one call. */
export const HEALTH_TARGETS = { readP95Ms: 500 };

export async function benchPracticeHealth(row: Row, quick: boolean) {
  const settings = quick ? SETTINGS.quick : SETTINGS.full;
  const data = await buildBenchData(settings.data, 'health');
  const handle = await openBenchDatabase(data);
  const server = await startServer({
    port: await freePort(),
    dataDir: data.dataDir,
    env: { ...data.serverEnv, ...benchServerEnv, LOGIN_MAX_PER_IP: '100000' },
  });
  try {
    const admin = await signIn(server.url, data.accounts.admin, BENCH_PASSWORD, 'admin');
    const auth = { authorization: `Bearer ${admin}` };
    for (const [path, method, body] of [
      ['/admin/billing-settings', 'PUT', BENCH_PRACTICE],
      ['/admin/packages', 'POST', BENCH_PACKAGE],
    ] as const) {
      const response = await fetch(`${server.url}/api${path}`, {
        method,
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`bench set-up: ${method} ${path} answered ${response.status}`);
    }
    const year = await seedBillingYear(handle, settings.invoices);
    row('(h) data set', `${data.kind}, ${data.seconds} s; ${settings.invoices} sales over a year`);
    // A client logs a meal before each timed read: the write drops the kept answer (decision
    // 005), so each read computes the figures, as the first after any change does. Then the
    // same reads with nothing changed, answered from memory.
    const reader = data.accounts.journalReaders[0]!;
    const client = await signIn(server.url, reader.clientEmail, BENCH_PASSWORD, 'client');
    const today = isoDateFromToday(BENCH_TIME_ZONE, 0, systemClock.now());
    const run = Date.now().toString(36);
    let writes = 0;
    const journalWrite = () => ({
      url: `${server.url}/api/journal`,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${client}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        date: today,
        meal: 'snack',
        items: [{ text: 'Green tea' }],
        idempotencyKey: `health-${run}-${(writes += 1)}`,
      }),
    });
    const reads: Record<string, { afterWrite: Latency; kept: Latency }> = {};
    for (const path of ['/admin/practice-health', '/admin/practice-health.csv']) {
      const target = { url: `${server.url}/api${path}`, headers: auth };
      await sequentialLatency(target, 3, journalWrite); // a first read warms the route
      const afterWrite = await sequentialLatency(target, settings.reads, journalWrite);
      const kept = await sequentialLatency(target, settings.reads);
      reads[`GET ${path}`] = { afterWrite, kept };
      row(
        `(h) GET ${path} after a journal write`,
        `p50 ${afterWrite.p50Ms} ms, p95 ${afterWrite.p95Ms} ms`,
        `p95 ≤ ${HEALTH_TARGETS.readP95Ms} ms`,
      );
      row('  (h) kept, nothing changed', `p50 ${kept.p50Ms} ms, p95 ${kept.p95Ms} ms`);
    }
    const passed = Object.values(reads).every(
      (r) => r.afterWrite.p95Ms <= HEALTH_TARGETS.readP95Ms,
    );
    return {
      quick,
      kind: data.kind,
      rows: data.rows,
      year,
      reads,
      targets: HEALTH_TARGETS,
      passed,
    };
  } finally {
    await server.stop();
    await handle.close();
  }
}
