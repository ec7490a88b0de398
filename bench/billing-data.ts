// The billing bench's data (issue 34), written in SQL on the bench database: a year of a
// practice's sales (purchases paid over the last 12 months, their Razorpay payments, their
// invoices numbered per financial year, a refund with its credit note in every 25, a few
// links still unpaid) and the purchases the webhook run then pays. Every figure is what the
// API would have issued: the taxes come from the shared `taxOn`, the numbers from
// `document_serials`' rule (one series per kind and year, from 1, none skipped).
import { PRACTICE_TIME_ZONE, taxOn } from '@nourishwell/shared';
import type { DatabaseHandle } from '../apps/api/src/db/client.ts';
import { run } from './generate-data.ts';

/** The practice in Karnataka (29), registered (its GSTIN checks), as the API tests set it. */
export const BENCH_PRACTICE = {
  legalName: 'NourishWell Wellness LLP',
  address: '12 Residency Road, Bengaluru 560025',
  stateCode: '29',
  gstin: '29AAPFU0939F1ZR',
  blockBeyondSessions: false,
};

export const BENCH_PACKAGE = {
  name: 'Gold – 3 months',
  description: 'Twelve weekly sessions and a meal plan.',
  durationWeeks: 12,
  sessionsIncluded: 12,
  pricePaise: 249_900,
  gstRate: 18,
  sacCode: '999319',
  active: true,
};

const within = taxOn(BENCH_PACKAGE.pricePaise, 18, { withinState: true });
const other = taxOn(BENCH_PACKAGE.pricePaise, 18, { withinState: false });

/** Every third sale to a client in Maharashtra (27): IGST; the rest CGST and SGST. */
const PLACE = `case when g % 3 = 0 then '27' else '29' end`;
const FY = (at: string) =>
  `extract(year from (${at} at time zone '${PRACTICE_TIME_ZONE}') - interval '3 months')::int`;
const NUMBER = (prefix: string, fy: string, serial: string) =>
  `'${prefix}/' || lpad((${fy} % 100)::text, 2, '0') || '-' || lpad(((${fy} + 1) % 100)::text, 2, '0') || '/' || lpad(${serial}::text, 6, '0')`;

/** `$1` purchases of the package, at `at`, by the clients in id order from the `$3`-th on. */
const purchasesSql = (status: string, at: string) =>
  `with c as (select id, row_number() over (order by id) as rn, count(*) over () as n from clients)
   insert into purchases (client_id, package_id, package_name, sessions_included, taxable_paise,
     gst_rate, total_paise, sac_code, status, valid_from, valid_until, place_of_supply,
     created_at, paid_at)
   select c.id, p.id, p.name, p.sessions_included, p.price_paise, p.gst_rate, $2::int, p.sac_code,
          '${status}', (${at} at time zone '${PRACTICE_TIME_ZONE}')::date,
          (${at} at time zone '${PRACTICE_TIME_ZONE}')::date + (p.duration_weeks * 7 - 1),
          ${PLACE}, ${at}, ${status === 'active' ? at : 'null'}
   from generate_series(1, $1::int) g
   join c on c.rn = 1 + (g + $3::int) % c.n
   cross join (select * from packages order by id limit 1) p
   order by g`;

/**
 * A year of sales: `invoices` purchases paid over the last 12 months (the newest an hour
 * ago), each with its payment and invoice; every 25th refunded a week later with its credit
 * note; and `invoices / 50` more awaiting payment. Returns this financial year's last
 * invoice serial (the webhook run's invoices follow it).
 */
export async function seedBillingYear(handle: DatabaseHandle, invoices: number) {
  const q = (text: string, values: unknown[] = []) => run(handle, text, values);
  const total = within.totalPaise;
  const paidAt = `(now() - interval '1 hour' - (g * 365.0 / $1::int)::float8 * interval '1 day')`;
  await q(purchasesSql('active', paidAt), [invoices, total, 0]);
  await q(purchasesSql('awaiting_payment', `(now() - g * interval '2 days')`), [
    Math.floor(invoices / 50),
    total,
    invoices,
  ]);
  await q(`insert into payments (purchase_id, method, amount_paise, reference, provider_payment_id, paid_at)
           select id, 'razorpay', total_paise, 'pay_year_' || id, 'pay_year_' || id, paid_at
           from purchases where status = 'active'`);
  const document = (kind: string, at: string, serial: string, extra: string) =>
    `insert into gst_documents (kind, number, issued_at, purchase_id, refers_to_id, bill_of_supply,
       practice_name, practice_address, practice_state, practice_gstin, client_name, client_address,
       place_of_supply, description, sac_code, taxable_paise, gst_rate, cgst_paise, sgst_paise,
       igst_paise, total_paise, reason)
     select '${kind}', ${NUMBER(kind === 'invoice' ? 'INV' : 'CN', FY(at), serial)}, ${at},
            p.id, ${extra}, false, $1, $2, $3, $4, c.name, c.location, p.place_of_supply,
            p.package_name || ' (' || p.valid_from || ' – ' || p.valid_until || ')', p.sac_code,
            p.taxable_paise, p.gst_rate,
            case when p.place_of_supply = $3 then $5::int else 0 end,
            case when p.place_of_supply = $3 then $5::int else 0 end,
            case when p.place_of_supply = $3 then 0 else $6::int end, p.total_paise,
            ${kind === 'invoice' ? 'null' : `'Package cancelled in its first week'`}`;
  const practice = [
    BENCH_PRACTICE.legalName,
    BENCH_PRACTICE.address,
    BENCH_PRACTICE.stateCode,
    BENCH_PRACTICE.gstin,
    within.cgstPaise,
    other.igstPaise,
  ];
  await q(
    `${document('invoice', 'p.paid_at', `row_number() over (partition by ${FY('p.paid_at')} order by p.paid_at, p.id)`, 'null')}
     from purchases p join clients c on c.id = p.client_id where p.status = 'active'`,
    practice,
  );
  // Every 25th paid purchase refunded a week after it was paid (no later than an hour ago).
  await q(`update purchases set status = 'refunded',
             refunded_at = least(paid_at + interval '7 days', now() - interval '1 hour'),
             refund_reason = 'Package cancelled in its first week'
           where status = 'active' and id % 25 = 0`);
  await q(
    `${document('creditNote', 'p.refunded_at', `row_number() over (partition by ${FY('p.refunded_at')} order by p.refunded_at, p.id)`, 'i.id')}
     from purchases p join clients c on c.id = p.client_id
     join gst_documents i on i.purchase_id = p.id and i.kind = 'invoice'
     where p.status = 'refunded'`,
    practice,
  );
  await q(`insert into document_serials (kind, year_start, last)
           select kind, ${FY('issued_at')}, count(*) from gst_documents group by 1, 2`);
  const counts = await q(
    `select kind, count(*)::int as n from gst_documents group by kind
     union all select 'unpaid', count(*)::int from purchases where status = 'awaiting_payment'`,
  );
  return Object.fromEntries(
    (counts.rows as Array<{ kind: string; n: number }>).map((r) => [r.kind, Number(r.n)]),
  );
}

/** This financial year's last invoice serial (0 before its first invoice). */
export async function lastInvoiceSerial(handle: DatabaseHandle): Promise<number> {
  const result = await run(
    handle,
    `select coalesce(max(last), 0)::int as n from document_serials
     where kind = 'invoice' and year_start = ${FY('now()')}`,
  );
  return Number((result.rows[0] as { n: number }).n);
}

/** `count` purchases awaiting payment, made today, for clients in id order: the webhook's. */
export async function awaitingPurchases(handle: DatabaseHandle, count: number) {
  await run(handle, purchasesSql('awaiting_payment', 'now()'), [count, within.totalPaise, 0]);
  const result = await run(
    handle,
    `select id, total_paise from purchases where status = 'awaiting_payment'
     order by id desc limit $1`,
    [count],
  );
  return (result.rows as Array<{ id: number; total_paise: number }>).map((r) => ({
    id: Number(r.id),
    totalPaise: Number(r.total_paise),
  }));
}

/**
 * This financial year's invoice serials, in order, and those of the given purchases: the
 * series is right when it is 1..n with none repeated and the run's are its last ones.
 */
export async function invoiceSerials(handle: DatabaseHandle, purchaseIds: number[]) {
  const result = await run(
    handle,
    `select purchase_id, split_part(number, '/', 3)::int as serial from gst_documents
     where kind = 'invoice' and ${FY('issued_at')} = ${FY('now()')} order by serial`,
  );
  const rows = result.rows as Array<{ purchase_id: number; serial: number }>;
  const ids = new Set(purchaseIds);
  return {
    year: rows.map((r) => Number(r.serial)),
    run: rows.filter((r) => ids.has(Number(r.purchase_id))).map((r) => Number(r.serial)),
  };
}
