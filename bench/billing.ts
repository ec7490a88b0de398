// `npm run bench -- --billing [--quick]` (issue 34), also at the end of the full and quick
// runs: on PostgreSQL, with a year of sales in the database (billing-data.ts),
// (b1) N purchases paid by Razorpay's signed webhook, 20 deliveries at once: throughput and
//      p95; then this year's invoice series must be 1..n, none repeated nor skipped, the
//      run's invoices its last N (else the bench fails);
// (b2) the invoice PDF rendered in English and Hindi, and this process's memory over the
//      renders (billing-pdf.ts; unbounded heap growth fails the bench);
// (b3) the admin's reads over the year: a month's tax summary, its CSV and Revenue, one at
//      a time, and an invoice's PDF as the admin downloads it.
// Written to bench/results/billing.json.
import { createHmac } from 'node:crypto';
import { sequentialLatency, signIn } from './api-load.ts';
import {
  awaitingPurchases,
  BENCH_PACKAGE,
  BENCH_PRACTICE,
  invoiceSerials,
  lastInvoiceSerial,
  seedBillingYear,
} from './billing-data.ts';
import { pdfFigures, PDF_HEAP_GROWTH_LIMIT_MB } from './billing-pdf.ts';
import { BENCH_PASSWORD, buildBenchData, run, type DataSize } from './generate-data.ts';
import { inLanes } from './mixed-users.ts';
import { openBenchDatabase } from './reminder-dispatch.ts';
import { BENCH_TIME_ZONE, benchServerEnv, freePort, startServer } from './serve.ts';

type Row = (name: string, value: string, target?: string) => void;

/** Clients enough for one purchase each in the webhook run; no journals (billing reads none). */
const size = (clients: number): DataSize => ({
  nutritionists: 5,
  clients,
  bigCaseload: 50,
  listCaseload: 50,
  appointments: 500,
  messages: 100,
  journalDays: 0,
});
const SETTINGS = {
  full: { data: size(1000), paid: 500, renders: 50, reads: 100 },
  quick: { data: size(200), paid: 100, renders: 10, reads: 20 },
};
const YEAR_INVOICES = 2000;
const AT_ONCE = 20;
const ALONE = 20;
const WEBHOOK_SECRET = 'bench-webhook-secret';
const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_test_benchkey',
  RAZORPAY_KEY_SECRET: 'bench-key-secret',
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
};
export const BILLING_TARGETS = {
  webhookP95Ms: 250,
  pdfHindiP95Ms: 300,
  adminReadP95Ms: 200,
};

const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return +(sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? 0).toFixed(1);
};

/** Razorpay's `payment_link.paid` delivery for a purchase: its raw body, signed (decision 030). */
function delivery(purchase: { id: number; totalPaise: number }) {
  const reference = `NW-P${String(purchase.id).padStart(6, '0')}`;
  const payment = {
    entity: {
      id: `pay_bench_${purchase.id}`,
      entity: 'payment',
      amount: purchase.totalPaise,
      currency: 'INR',
      status: 'captured',
      method: 'upi',
      notes: { purchase_reference: reference },
    },
  };
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_bench',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: {
        entity: {
          id: `plink_bench_${purchase.id}`,
          amount: purchase.totalPaise,
          amount_paid: purchase.totalPaise,
          currency: 'INR',
          reference_id: reference,
          status: 'paid',
        },
      },
      payment,
    },
  });
  const headers = {
    'content-type': 'application/json',
    'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
    'x-razorpay-event-id': `evt_bench_${purchase.id}`,
  };
  return { body, headers };
}

async function deliver(base: string, purchase: { id: number; totalPaise: number }) {
  const { body, headers } = delivery(purchase);
  const started = performance.now();
  const response = await fetch(`${base}/api/payments/razorpay/webhook`, {
    method: 'POST',
    headers,
    body,
  });
  const answer = (await response.json().catch(() => ({}))) as { outcome?: string };
  const ms = performance.now() - started;
  return { ms, outcome: response.ok ? (answer.outcome ?? '?') : `HTTP ${response.status}` };
}

/** The series is 1..n with none repeated or skipped, and the run's invoices are its last ones. */
function seriesCheck(serials: { year: number[]; run: number[] }, paid: number, before: number) {
  const consecutive = serials.year.every((serial, i) => serial === i + 1);
  const runSerials = serials.run.toSorted((a, b) => a - b);
  const runIsLast =
    runSerials.length === paid && runSerials.every((serial, i) => serial === before + i + 1);
  return { yearInvoices: serials.year.length, before, consecutive, runIsLast };
}

/** The month before this one in the practice's zone, as the tax summary names it: '2026-10'. */
function lastMonth() {
  const [year, month] = new Date()
    .toLocaleDateString('en-CA', { timeZone: BENCH_TIME_ZONE })
    .split('-')
    .map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export async function benchBilling(row: Row, quick: boolean) {
  const settings = quick ? SETTINGS.quick : SETTINGS.full;
  const data = await buildBenchData(settings.data, 'billing');
  if (data.kind !== 'postgres') {
    row('(b1–b3) billing', 'not run: needs PostgreSQL (BENCH_DATABASE_URL)');
    return { quick, kind: data.kind, ran: false, passed: true };
  }
  const handle = await openBenchDatabase(data);
  const server = await startServer({
    port: await freePort(),
    dataDir: data.dataDir,
    env: { ...data.serverEnv, ...benchServerEnv, ...RAZORPAY, LOGIN_MAX_PER_IP: '100000' },
  });
  try {
    const admin = await signIn(server.url, data.accounts.admin, BENCH_PASSWORD, 'admin');
    const auth = { authorization: `Bearer ${admin}` };
    const put = (path: string, method: 'PUT' | 'POST', body: object) =>
      fetch(`${server.url}/api${path}`, {
        method,
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => {
        if (!r.ok) throw new Error(`bench set-up: ${method} ${path} answered ${r.status}`);
      });
    await put('/admin/billing-settings', 'PUT', BENCH_PRACTICE);
    await put('/admin/packages', 'POST', BENCH_PACKAGE);
    const started = performance.now();
    const year = await seedBillingYear(handle, YEAR_INVOICES);
    row(
      'data set',
      `${data.kind}, ${data.seconds} s; a year of sales in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(year)}`,
    );

    // (b1) The webhook run.
    const before = await lastInvoiceSerial(handle);
    const all = await awaitingPurchases(handle, settings.paid + ALONE);
    const [alone, purchases] = [all.slice(0, ALONE), all.slice(ALONE)];
    // A few paid one at a time first: what a delivery costs without waiting for another's
    // lock on the year's invoice serial (issued inside the paying transaction).
    const aloneTimes: number[] = [];
    for (const p of alone) aloneTimes.push((await deliver(server.url, p)).ms);
    const runStarted = performance.now();
    const answers = await inLanes(purchases, AT_ONCE, (p) => deliver(server.url, p));
    const seconds = (performance.now() - runStarted) / 1000;
    const outcomes = answers.reduce<Record<string, number>>(
      (all, a) => ({ ...all, [a.outcome]: (all[a.outcome] ?? 0) + 1 }),
      {},
    );
    const times = answers.map((a) => a.ms);
    const series = seriesCheck(
      await invoiceSerials(
        handle,
        all.map((p) => p.id),
      ),
      all.length,
      before,
    );
    const webhook = {
      deliveries: answers.length,
      atOnce: AT_ONCE,
      perSecond: Math.round(answers.length / seconds),
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      outcomes,
      oneAtATime: {
        deliveries: ALONE,
        p50Ms: percentile(aloneTimes, 50),
        p95Ms: percentile(aloneTimes, 95),
      },
      series,
      passed: outcomes.paid === purchases.length && series.consecutive && series.runIsLast,
    };
    row(
      `(b1) POST /payments/razorpay/webhook, ${AT_ONCE} at once`,
      `${webhook.perSecond} req/s, p50 ${webhook.p50Ms} p95 ${webhook.p95Ms} ms, ${JSON.stringify(outcomes)}`,
      `p95 ≤ ${BILLING_TARGETS.webhookP95Ms} ms`,
    );
    row(
      `  one at a time (${ALONE} before the run)`,
      `p50 ${webhook.oneAtATime.p50Ms} ms, p95 ${webhook.oneAtATime.p95Ms} ms`,
    );
    row(
      `  invoice numbers (${series.before} before the run)`,
      `${series.yearInvoices} this year, 1..n ${series.consecutive ? 'yes' : 'NO'}, run's last ${purchases.length + ALONE} ${series.runIsLast ? 'yes' : 'NO'} ${webhook.passed ? 'pass' : 'FAIL'}`,
      'no gap, no repeat',
    );

    // (b2) The PDF, rendered here on one of the run's invoices.
    const newest = await run(
      handle,
      `select id from gst_documents where kind = 'invoice' order by id desc limit 1`,
    );
    const invoiceId = Number((newest.rows[0] as { id: number }).id);
    const pdf = await pdfFigures(handle, invoiceId, settings.renders);
    for (const [name, figure] of [
      ['English', pdf.english],
      ['Hindi', pdf.hindi],
    ] as const)
      row(
        `(b2) invoice PDF, ${name} (${figure.renders} renders)`,
        `mean ${figure.meanMs} ms, p95 ${figure.p95Ms} ms, ${figure.bytes} bytes`,
        `p95 ≤ ${BILLING_TARGETS.pdfHindiP95Ms} ms`,
      );
    const { memory } = pdf;
    row(
      '  memory over the renders (after GC)',
      `heap +${memory.firstRound.heapUsedMb} then +${memory.secondRound.heapUsedMb} MB, rss +${memory.firstRound.rssMb} then +${memory.secondRound.rssMb} MB ${pdf.bounded ? 'pass' : 'FAIL'}`,
      `2nd round heap ≤ +${PDF_HEAP_GROWTH_LIMIT_MB} MB`,
    );

    // (b3) The admin's reads over the year, one at a time.
    const month = lastMonth();
    const reads: Record<string, { requests: number; p50Ms: number; p95Ms: number }> = {};
    for (const [name, path] of [
      [`GET /admin/tax-summary?month=${month}`, `/admin/tax-summary?month=${month}`],
      [`GET /admin/tax-summary.csv?month=${month}`, `/admin/tax-summary.csv?month=${month}`],
      ['GET /admin/revenue', '/admin/revenue'],
      ['GET /invoices/:id/pdf (admin, English)', `/invoices/${invoiceId}/pdf`],
    ] as const) {
      const target = { url: `${server.url}/api${path}`, headers: auth };
      await sequentialLatency(target, 3); // a first read warms the route
      const result = await sequentialLatency(target, settings.reads);
      reads[name] = result;
      const pdfRead = name.includes('pdf');
      row(
        `(b3) ${name}`,
        `p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms`,
        pdfRead ? '' : `p95 ≤ ${BILLING_TARGETS.adminReadP95Ms} ms`,
      );
    }
    return {
      quick,
      kind: data.kind,
      ran: true,
      year,
      webhook,
      pdf,
      adminReads: { month, ...reads },
      targets: BILLING_TARGETS,
      passed: webhook.passed && pdf.bounded,
    };
  } finally {
    await server.stop();
    await handle.close();
  }
}
