// `npm run bench -- --clinical [--quick]` (issue 35), also at the end of the full run: the
// clinical record's writes and documents with two years of quarterly lab panels per client
// (clinical-data.ts; her lab trends' reads are `--labs`, bench/labs.ts):
// (c1) an ADIME note's prefilled draft (her latest weight, labs, adherence), one at a time;
// (c2) her intake answers saved as she goes (40 answers), one at a time;
// (c3) a year's outcome report PDF, one at a time.
// A call that answers anything but 2xx stops the run (api-load.ts `send`).
// Written to bench/results/clinical.json.
import { sequentialLatency, signIn } from './api-load.ts';
import { benchAnswers, PANELS, seedClinical } from './clinical-data.ts';
import { BENCH_PASSWORD, buildBenchData, fullSize, quickSize } from './generate-data.ts';
import { inLanes } from './mixed-users.ts';
import { benchServerEnv, freePort, startServer } from './serve.ts';

type Row = (name: string, value: string, target?: string) => void;

export const CLINICAL_TARGETS = {
  notePrefillP95Ms: 250,
  intakeSaveP95Ms: 150,
  outcomePdfP95Ms: 600,
};

export async function benchClinical(row: Row, quick: boolean) {
  const data = await buildBenchData(quick ? quickSize : fullSize, 'clinical');
  const readers = data.accounts.journalReaders.slice(0, quick ? 10 : 40);
  const started = Date.now();
  const ids = await seedClinical(
    data,
    readers.map((r) => r.clientId),
  );
  row(
    'data set',
    `${data.kind}, ${readers.length} clients × ${PANELS} lab panels, seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const server = await startServer({
    port: await freePort(),
    dataDir: data.dataDir,
    env: { ...data.serverEnv, ...benchServerEnv, LOGIN_MAX_PER_IP: '100000' },
  });
  const results: Record<string, unknown> = { quick, kind: data.kind, panels: PANELS };
  try {
    const staffTokens = new Map<string, string>();
    for (const email of new Set(readers.map((r) => r.nutritionistEmail)))
      staffTokens.set(email, await signIn(server.url, email, BENCH_PASSWORD, 'nutritionist'));
    const people = await inLanes(
      readers.map((reader, i) => ({ reader, seeded: ids[i]! })),
      4,
      async ({ reader, seeded }) => ({
        ...seeded,
        staff: staffTokens.get(reader.nutritionistEmail)!,
        own: await signIn(server.url, reader.clientEmail, BENCH_PASSWORD, 'client'),
      }),
    );
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const count = quick ? 20 : 100;
    const pick = (i: number) => people[i % people.length]!;
    const prefill = await sequentialLatency(
      (i) => ({
        url: `${server.url}/api/appointments/${pick(i).appointmentId}/note`,
        headers: as(pick(i).staff),
      }),
      count,
    );
    row(
      '(c1) GET /appointments/:id/note, prefilled draft, one at a time',
      `p50 ${prefill.p50Ms} ms, p95 ${prefill.p95Ms} ms`,
      `p95 ≤ ${CLINICAL_TARGETS.notePrefillP95Ms} ms`,
    );
    const save = await sequentialLatency(
      (i) => ({
        url: `${server.url}/api/me/intake-sends/${pick(i).sendId}/answers`,
        method: 'PUT',
        headers: { ...as(pick(i).own), 'content-type': 'application/json' },
        body: JSON.stringify({ answers: benchAnswers(i) }),
      }),
      count,
    );
    row(
      '(c2) PUT /me/intake-sends/:id/answers, 40 answers, one at a time',
      `p50 ${save.p50Ms} ms, p95 ${save.p95Ms} ms`,
      `p95 ≤ ${CLINICAL_TARGETS.intakeSaveP95Ms} ms`,
    );
    const pdf = await sequentialLatency(
      (i) => ({
        url: `${server.url}/api/outcome-reports/${pick(i).reportId}/pdf`,
        headers: as(pick(i).own),
      }),
      quick ? 10 : 50,
    );
    row(
      '(c3) GET /outcome-reports/:id/pdf, a year, one at a time',
      `p50 ${pdf.p50Ms} ms, p95 ${pdf.p95Ms} ms`,
      `p95 ≤ ${CLINICAL_TARGETS.outcomePdfP95Ms} ms`,
    );
    Object.assign(results, { notePrefill: prefill, intakeSave: save, outcomePdf: pdf });
  } finally {
    await server.stop();
  }
  return results;
}
