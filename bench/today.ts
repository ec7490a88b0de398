// `npm run bench -- --today [--quick]` (issue 36): a nutritionist's "Today" with 300 clients.
// The data set gives every client journals, weigh-ins, messages and sessions; then, in SQL,
// the big caseload's clients get the Today reasons in realistic shares (a third stopped
// logging, some weights rising, missed sessions, labs, unsigned forms, packages ending).
// Her GET /today is read by 20 connections at once with autocannon: p50 and p95, target
// p95 ≤ 100 ms. Written to bench/results/today.json.
import autocannon from 'autocannon';
import { LAB_TEST_CODES } from '@nourishwell/shared';
import { signIn } from './api-load.ts';
import { BENCH_PASSWORD, buildBenchData, run, type DataSize } from './generate-data.ts';
import { openBenchDatabase } from './reminder-dispatch.ts';
import { BENCH_TIME_ZONE, benchServerEnv, freePort, startServer } from './serve.ts';

type Row = (name: string, value: string, target?: string) => void;

const CASELOAD = 300;
const size = (journalDays: number): DataSize => ({
  nutritionists: 5,
  clients: 600,
  bigCaseload: CASELOAD,
  listCaseload: 50,
  appointments: 3000,
  messages: 20_000,
  journalDays,
});
const SETTINGS = { full: { data: size(30), seconds: 10 }, quick: { data: size(14), seconds: 3 } };
export const TODAY_TARGETS = { p95Ms: 100, connections: 20 };

/** The Today reasons for her clients ($1: her id), each for a share of them. */
const reasonsSql = [
  // A third stopped logging 3 to 9 days ago.
  `delete from journal_entries j using clients c
   where c.id = j.client_id and c.nutritionist_id = $1 and c.id % 3 = 0
     and j.date > current_date - (3 + c.id % 7)`,
  // Weekly weigh-ins for the last four weeks; one in five rising.
  `insert into measurements (client_id, date, weight_kg)
   select c.id, current_date - w * 7 - 1,
          70 + (c.id % 20) + case when c.id % 5 = 0 then -w * 0.5 else w * 0.3 end
   from clients c cross join generate_series(0, 3) w
   where c.nutritionist_id = $1
   on conflict do nothing`,
  // One in eight missed last week's session.
  `insert into appointments (client_id, nutritionist_id, scheduled_at, ends_at, status, missed_at, missed_by)
   select c.id, $1, s, s + interval '45 minutes', 'missed', s, 'system'
   from clients c, lateral (select date_trunc('hour', now()) - interval '6 days'
                                   + (c.id % 200) * interval '1 hour' as s) t
   where c.nutritionist_id = $1 and c.id % 8 = 0`,
  // Two panels a year apart of every test for each client: some values out of range.
  `insert into lab_results (client_id, test_code, value, taken_on, entered_by)
   select c.id, t.code, 1 + (c.id * 7 + p * 3) % 9, current_date - 30 - p * 365, $1
   from clients c cross join unnest($2::text[]) as t(code) cross join generate_series(0, 1) p
   where c.nutritionist_id = $1`,
  // An intake form sent to every client; one in four has not signed it.
  `with f as (insert into intake_forms (title, created_by) values ('Bench intake', $1) returning id),
        v as (insert into intake_form_versions (form_id, version, title, consent_statement, sections, created_by)
              select id, 1, 'Bench intake', 'These answers are mine.',
                     '[{"id":"s","title":"S","questions":[{"id":"q","kind":"shortText","label":"Q","required":false}]}]'::jsonb, $1
              from f returning id)
   insert into intake_sends (form_version_id, client_id, sent_by, sent_at, completed_at, signed_name, signed_on)
   select v.id, c.id, $1, now() - interval '5 days',
          case when c.id % 4 = 0 then null else now() - interval '4 days' end,
          case when c.id % 4 = 0 then null else 'Client' end,
          case when c.id % 4 = 0 then null else current_date - 4 end
   from v cross join clients c where c.nutritionist_id = $1`,
  // A package for everyone, ending anywhere from 20 days ago to 40 days ahead.
  `with p as (insert into packages (name, duration_weeks, sessions_included, price_paise, gst_rate, sac_code)
              values ('Bench plan', 12, 12, 1200000, 18, '999319') returning id)
   insert into purchases (client_id, package_id, package_name, sessions_included, taxable_paise,
                          gst_rate, total_paise, sac_code, status, valid_from, valid_until)
   select c.id, p.id, 'Bench plan', 12, 1200000, 18, 1416000, '999319', 'active',
          current_date - 84 + (c.id % 60 - 20), current_date + (c.id % 60 - 20)
   from p cross join clients c where c.nutritionist_id = $1`,
  'analyze',
];

export async function benchToday(row: Row, quick: boolean) {
  const settings = quick ? SETTINGS.quick : SETTINGS.full;
  const data = await buildBenchData(settings.data, 'today');
  const handle = await openBenchDatabase(data);
  const me = data.accounts.bigNutritionistId;
  const started = performance.now();
  for (const text of reasonsSql)
    await run(
      handle,
      text,
      text.includes('$2') ? [me, LAB_TEST_CODES] : text.includes('$1') ? [me] : [],
    );
  row(
    'data set',
    `${data.kind}, ${data.seconds} s; Today's reasons in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const server = await startServer({
    port: await freePort(),
    dataDir: data.dataDir,
    env: { ...data.serverEnv, ...benchServerEnv, LOGIN_MAX_PER_IP: '100000' },
  });
  try {
    const token = await signIn(
      server.url,
      data.accounts.bigNutritionist,
      BENCH_PASSWORD,
      'nutritionist',
    );
    const url = `${server.url}/api/today?timeZone=${encodeURIComponent(BENCH_TIME_ZONE)}`;
    const headers = { authorization: `Bearer ${token}` };
    const first = await fetch(url, { headers });
    const body = (await first.json()) as { items?: Array<{ reason: string }> };
    if (!first.ok || !body.items) throw new Error(`GET /today answered ${first.status}`);
    const byReason: Record<string, number> = {};
    for (const item of body.items) byReason[item.reason] = (byReason[item.reason] ?? 0) + 1;
    const result = await autocannon({
      url,
      headers,
      connections: TODAY_TARGETS.connections,
      duration: settings.seconds,
    });
    const latency = result.latency as unknown as Record<string, number>;
    const figures = {
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: latency.p50 ?? 0,
      // autocannon has p97_5 but no p95: the nearest above it, as api-load.ts reads it.
      p95Ms: latency.p95 ?? latency.p97_5 ?? 0,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
    row(
      `(t1) GET /today, ${CASELOAD} clients, ${body.items.length} items`,
      `p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, ${figures.requestsPerSecond} req/s at ${TODAY_TARGETS.connections} connections`,
      `p95 ≤ ${TODAY_TARGETS.p95Ms} ms`,
    );
    const passed = figures.p95Ms <= TODAY_TARGETS.p95Ms && figures.errors + figures.non2xx === 0;
    return {
      quick,
      kind: data.kind,
      caseload: CASELOAD,
      items: byReason,
      ...figures,
      target: TODAY_TARGETS,
      passed,
    };
  } finally {
    await server.stop();
    await handle.close();
  }
}
