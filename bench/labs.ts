// `npm run bench -- --labs [--quick]` (issue 35): reading a client's lab trends. Every client
// has two years of panels (each catalogue test every 90 days), written in SQL; then her
// nutritionist, and she herself, read GET /clients/:id/labs one request at a time for
// readers spread over every nutritionist: p50 and p95. Written to bench/results/labs.json.
import { LAB_TEST_CODES, LAB_TESTS } from '@nourishwell/shared';
import { sequentialLatency, signIn, type LoadTarget } from './api-load.ts';
import { BENCH_PASSWORD, buildBenchData, run, type DataSize } from './generate-data.ts';
import { openBenchDatabase } from './reminder-dispatch.ts';
import { benchServerEnv, freePort, startServer } from './serve.ts';

type Row = (name: string, value: string, target?: string) => void;

const size = (clients: number): DataSize => ({
  nutritionists: 5,
  clients,
  bigCaseload: 50,
  listCaseload: 50,
  appointments: 100,
  messages: 50,
  journalDays: 0,
});
const SETTINGS = { full: { data: size(1000), reads: 300 }, quick: { data: size(200), reads: 60 } };
const PANELS = 8;
export const LABS_TARGETS = { trendsP95Ms: 150 };

/** Each client's panels: every test, every 90 days back from today, inside its span. */
function panelsSql(): string {
  const tests = LAB_TEST_CODES.map((code) => {
    const { min, max } = LAB_TESTS[code].possible;
    return `('${code}', ${min}::numeric, ${(max - min) / 20}::numeric)`;
  }).join(', ');
  return `insert into lab_results (client_id, test_code, value, taken_on, entered_by)
    select c.id, t.code, round(t.low + t.spread * random()::numeric, 3),
           current_date - (p * 90), c.nutritionist_id
    from clients c
    cross join (values ${tests}) as t(code, low, spread)
    cross join generate_series(0, ${PANELS - 1}) as p`;
}

export async function benchLabs(row: Row, quick: boolean) {
  const settings = quick ? SETTINGS.quick : SETTINGS.full;
  const data = await buildBenchData(settings.data, 'labs');
  const handle = await openBenchDatabase(data);
  const started = performance.now();
  await run(handle, panelsSql());
  const [{ n } = { n: 0 }] = (await run(handle, 'select count(*)::int as n from lab_results'))
    .rows as Array<{ n: number }>;
  row(
    'data set',
    `${data.kind}, ${data.seconds} s; ${n} lab values in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const server = await startServer({
    port: await freePort(),
    dataDir: data.dataDir,
    env: { ...data.serverEnv, ...benchServerEnv, LOGIN_MAX_PER_IP: '100000' },
  });
  try {
    const readers = data.accounts.journalReaders;
    const tokens = new Map<string, string>();
    const tokenOf = async (email: string, role: string) => {
      if (!tokens.has(email))
        tokens.set(email, await signIn(server.url, email, BENCH_PASSWORD, role));
      return tokens.get(email)!;
    };
    const asNutritionist: LoadTarget[] = [];
    const asClient: LoadTarget[] = [];
    for (const r of readers) {
      const url = `${server.url}/api/clients/${r.clientId}/labs`;
      asNutritionist.push({
        url,
        headers: { authorization: `Bearer ${await tokenOf(r.nutritionistEmail, 'nutritionist')}` },
      });
      asClient.push({
        url,
        headers: { authorization: `Bearer ${await tokenOf(r.clientEmail, 'client')}` },
      });
    }
    const staff = await sequentialLatency(
      (i) => asNutritionist[i % asNutritionist.length]!,
      settings.reads,
    );
    const own = await sequentialLatency((i) => asClient[i % asClient.length]!, settings.reads);
    const valuesEach = LAB_TEST_CODES.length * PANELS;
    row(
      `(l1) GET /clients/:id/labs, her nutritionist (${valuesEach} values)`,
      `p50 ${staff.p50Ms} ms, p95 ${staff.p95Ms} ms over ${readers.length} clients`,
      `p95 ≤ ${LABS_TARGETS.trendsP95Ms} ms`,
    );
    row('(l2) GET /clients/:id/labs, she herself', `p50 ${own.p50Ms} ms, p95 ${own.p95Ms} ms`);
    const passed = Math.max(staff.p95Ms, own.p95Ms) <= LABS_TARGETS.trendsP95Ms;
    return {
      quick,
      kind: data.kind,
      labValues: n,
      valuesPerClient: valuesEach,
      staff,
      own,
      target: LABS_TARGETS,
      passed,
    };
  } finally {
    await server.stop();
    await handle.close();
  }
}
