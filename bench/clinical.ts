// `npm run bench -- --clinical [--quick]` (issue 35), also at the end of the full run: the
// clinical record's hot paths with two years of quarterly lab panels per client
// (clinical-data.ts):
// (c1) her lab trends as her nutritionist opens her record, at 50 connections over the
//      caseload (the ranges by sex and age, HOMA-IR and "retest due" computed per read);
// (c2) the same read as the client opens her Lab results page;
// (c3) an ADIME note's prefilled draft (her latest weight, labs, adherence), one at a time;
// (c4) her intake answers saved as she goes (40 answers), one at a time;
// (c5) a year's outcome report PDF, one at a time.
// Written to bench/results/clinical.json.
import {
  describeLoad,
  loadRotating,
  sequentialLatency,
  signIn,
  type LoadResult,
} from './api-load.ts';
import { benchAnswers, PANELS, seedClinical } from './clinical-data.ts';
import { BENCH_PASSWORD, buildBenchData, fullSize, quickSize } from './generate-data.ts';
import { inLanes } from './mixed-users.ts';
import { benchServerEnv, freePort, startServer } from './serve.ts';

type Row = (name: string, value: string, target?: string) => void;

export const CLINICAL_TARGETS = {
  labTrendsP95Ms: 200,
  notePrefillP95Ms: 250,
  intakeSaveP95Ms: 150,
  outcomePdfP95Ms: 600,
};

export async function benchClinical(row: Row, quick: boolean) {
  const seconds = quick ? 2 : 10;
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
    const labs = (token: 'staff' | 'own') =>
      people.map((p) => ({
        url: `${server.url}/api/clients/${p.clientId}/labs`,
        headers: as(p[token]),
      }));

    const staffLoad: LoadResult = await loadRotating(labs('staff'), seconds);
    row(
      '(c1) GET /clients/:id/labs, her nutritionist, 50 connections',
      describeLoad(staffLoad),
      `p95 ≤ ${CLINICAL_TARGETS.labTrendsP95Ms} ms`,
    );
    const ownLoad: LoadResult = await loadRotating(labs('own'), seconds);
    row(
      '(c2) GET /clients/:id/labs, the client herself, 50 connections',
      describeLoad(ownLoad),
      `p95 ≤ ${CLINICAL_TARGETS.labTrendsP95Ms} ms`,
    );

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
      '(c3) GET /appointments/:id/note, prefilled draft, one at a time',
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
      '(c4) PUT /me/intake-sends/:id/answers, 40 answers, one at a time',
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
      '(c5) GET /outcome-reports/:id/pdf, a year, one at a time',
      `p50 ${pdf.p50Ms} ms, p95 ${pdf.p95Ms} ms`,
      `p95 ≤ ${CLINICAL_TARGETS.outcomePdfP95Ms} ms`,
    );
    Object.assign(results, {
      staffLabs: staffLoad,
      ownLabs: ownLoad,
      notePrefill: prefill,
      intakeSave: save,
      outcomePdf: pdf,
    });
    const errors = staffLoad.errors + ownLoad.errors + staffLoad.non2xx + ownLoad.non2xx;
    results.passed = errors === 0;
    if (errors) row('(c1–c2) failed answers', String(errors));
  } finally {
    await server.stop();
  }
  return results;
}
