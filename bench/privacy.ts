// `npm run bench -- --privacy [--quick]` (issue 18): her data export (JSON, every record
// of hers), her "Who viewed my records" page and the admin's audit log (first page, and
// filtered by a person) on an audit log of AUDIT_ROWS rows: the export one at a time, the
// reads at 50 connections.
// Written to bench/results/privacy.json.
import {
  describeLoad,
  loadRotating,
  sequentialLatency,
  signIn,
  type LoadResult,
} from './api-load.ts';
import { BENCH_PASSWORD, buildBenchData, fullSize, quickSize, run } from './generate-data.ts';
import { inLanes } from './mixed-users.ts';
import { openBenchDatabase } from './reminder-dispatch.ts';
import { benchServerEnv, freePort, startServer } from './serve.ts';

type Row = (name: string, value: string, target?: string) => void;

/** A year of a busy practice's reads and writes, spread over every client. */
const AUDIT_ROWS = { full: 500_000, quick: 50_000 };

/** Audit rows about every client, by her nutritionist, over the last year. */
async function seedAudit(data: Awaited<ReturnType<typeof buildBenchData>>, rows: number) {
  const handle = await openBenchDatabase(data);
  try {
    await run(
      handle,
      `INSERT INTO audit_log (actor_id, actor_role, action, entity, subject_id, details, ip, created_at)
       SELECT c.nutritionist_id, 'nutritionist', (ARRAY['read','update','create'])[1 + g % 3],
              (ARRAY['assessment','journal','measurements','mealPlan'])[1 + g % 4], c.id,
              '{"fields":[]}'::jsonb, '10.0.0.1', now() - (g % 365) * interval '1 day'
       FROM generate_series(1, $1::int) g
       JOIN LATERAL (SELECT id, nutritionist_id FROM clients
                     ORDER BY id OFFSET (g % (SELECT count(*) FROM clients)) LIMIT 1) c ON true`,
      [rows],
    );
  } finally {
    await handle.close();
  }
}

export async function benchPrivacy(row: Row, quick: boolean) {
  const seconds = quick ? 2 : 10;
  const data = await buildBenchData(quick ? quickSize : fullSize, 'privacy');
  const auditRows = quick ? AUDIT_ROWS.quick : AUDIT_ROWS.full;
  const started = Date.now();
  await seedAudit(data, auditRows);
  row(
    'data set',
    `${data.kind}, ${data.seconds} s, audit rows ${auditRows} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const server = await startServer({
    port: await freePort(),
    dataDir: data.dataDir,
    env: { ...data.serverEnv, ...benchServerEnv, LOGIN_MAX_PER_IP: '100000' },
  });
  const results: Record<string, unknown> = { quick, kind: data.kind, auditRows };
  try {
    const readers = data.accounts.journalReaders.slice(0, quick ? 10 : 40);
    const clients = await inLanes(readers, 4, async (r) => ({
      id: r.clientId,
      token: await signIn(server.url, r.clientEmail, BENCH_PASSWORD, 'client'),
    }));
    const admin = await signIn(server.url, data.accounts.admin, BENCH_PASSWORD, 'admin');
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const figure = async (name: string, targets: Array<{ url: string; token: string }>) => {
      const load: LoadResult = await loadRotating(
        targets.map((t) => ({ url: t.url, headers: as(t.token) })),
        seconds,
      );
      row(name, describeLoad(load));
      return load;
    };
    // An export is a rare, large answer (every record of hers): timed one at a time, as
    // she waits for it, not under the 50-connection load the screens' reads get.
    const exports = await sequentialLatency(
      (i) => ({
        url: `${server.url}/api/me/export`,
        headers: as(clients[i % clients.length]!.token),
      }),
      quick ? 20 : 100,
    );
    row(
      `(p1) GET /me/export, one at a time (${clients.length} clients, 90 days of journal)`,
      `p50 ${exports.p50Ms} ms, p95 ${exports.p95Ms} ms`,
    );
    results.export = exports;
    results.accessLog = await figure(
      '(p2) GET /me/access-log, first page',
      clients.map((c) => ({ url: `${server.url}/api/me/access-log?limit=20`, token: c.token })),
    );
    results.adminAudit = await figure('(p3) GET /admin/audit, first page of 50', [
      { url: `${server.url}/api/admin/audit?limit=50`, token: admin },
    ]);
    results.adminAuditByPerson = await figure(
      '(p4) GET /admin/audit?person=&type=, by client',
      clients.map((c) => ({
        url: `${server.url}/api/admin/audit?person=${c.id}&type=assessment&limit=50`,
        token: admin,
      })),
    );
  } finally {
    await server.stop();
  }
  return results;
}
