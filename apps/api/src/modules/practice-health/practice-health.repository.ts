import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import {
  appointments,
  clients,
  gstDocuments,
  journalDayMeals,
  journalEntries,
  journalMonthMeals,
  mealPlanEntries,
  mealPlanItems,
  nutritionists,
  payments,
  purchases,
  users,
} from '#api/db/schema/index.ts';
import { adherenceCtes } from './practice-health-adherence.repository.ts';

/** The tables the figures are built from: a change to any of them drops the kept answer. */
export const PRACTICE_HEALTH_TABLES = [
  users,
  clients,
  nutritionists,
  journalEntries,
  journalDayMeals,
  journalMonthMeals,
  mealPlanEntries,
  mealPlanItems,
  appointments,
  purchases,
  payments,
  gstDocuments,
].map(getTableName);

/** The window asked about: months in the practice's zone, from `first` to `today`'s month. */
export interface Window {
  zone: string;
  /** The months shown, 'YYYY-MM', oldest first. */
  months: readonly string[];
  /** 'YYYY-MM-01': the oldest month's first day. */
  first: string;
  /** 'YYYY-MM-DD': today in the zone. */
  today: string;
  now: Date;
}

// Both drivers answer raw SQL with { rows }; drizzle's shared type cannot say so.
async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * `rows`, with JIT compilation off for the query. The planner prices the probes for every
 * client and month above jit_above_cost, though they take a few milliseconds; compiling
 * the statement took 100–250 ms on the bench, more than all the rest of it.
 */
function rowsWithoutJit<T>(db: Executor, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rows<T>(tx, query);
  });
}

/**
 * The months shown, each with its first day and the first day of the next. Written out as
 * VALUES, not generate_series: the planner then knows there are twelve (it guesses 1000 for
 * a set-returning function, and the inflated cost switched on JIT compilation, which alone
 * took most of a second).
 */
const monthsCte = (w: Window) => sql`months as (
  select v.start::date as start, (v.start::date + interval '1 month')::date as next
  from (values ${sql.join(
    w.months.map((month) => sql`(${`${month}-01`})`),
    sql`, `,
  )}) v(start)
)`;

/** A local midnight of the practice's zone as an instant. */
const atMidnight = (day: SQL, w: Window) => sql`((${day})::timestamp at time zone ${w.zone})`;

/**
 * Each client active in each month (the definition in practice-health-schemas.ts): she has
 * a nutritionist and, in the month, a journal entry, a held session, or an active package
 * valid on a day up to today. Each test is an indexed probe per client and month
 * ((client, date), (client, scheduled_at), (client, valid_until)), not a scan of a year of
 * journals.
 */
const activeCte = (w: Window) => sql`active as materialized (
  select ${clients.id} as client_id, months.start as month
  from ${clients} cross join months
  where ${clients.nutritionistId} is not null and (
    exists (select 1 from ${journalEntries}
      where ${journalEntries.clientId} = ${clients.id}
        and ${journalEntries.date} >= months.start and ${journalEntries.date} < months.next
        and ${journalEntries.date} <= ${w.today}::date)
    or exists (select 1 from ${appointments}
      where ${appointments.clientId} = ${clients.id} and ${appointments.status} = 'completed'
        and ${appointments.scheduledAt} >= ${atMidnight(sql`months.start`, w)}
        and ${appointments.scheduledAt} < ${atMidnight(sql`months.next`, w)}
        and ${appointments.scheduledAt} <= ${w.now.toISOString()}::timestamptz)
    or exists (select 1 from ${purchases}
      where ${purchases.clientId} = ${clients.id} and ${purchases.status} = 'active'
        and ${purchases.validUntil} >= months.start and ${purchases.validFrom} < months.next
        and ${purchases.validFrom} <= ${w.today}::date)
  )
)`;

/**
 * Per month: active clients, accounts created, the 3- and 6-month cohorts with how many of
 * each are active in the month, and the average adherence
 * (practice-health-adherence.repository.ts). One statement, so the month's active clients
 * are found once for all of them.
 */
export function clientMonths(db: Executor, w: Window) {
  const before = (month: SQL, months: number) =>
    sql`(${month} - interval '${sql.raw(String(months))} months')::date`;
  const cohort = (alias: string, months: number) =>
    sql`left join cohorts ${sql.identifier(alias)} on ${sql.identifier(alias)}.month = ${before(sql`m.start`, months)}`;
  return rowsWithoutJit<{
    month: string;
    active: number;
    joined: number;
    cohort3: number;
    kept3: number;
    cohort6: number;
    kept6: number;
    adherence: number | null;
  }>(
    db,
    sql`with ${monthsCte(w)}, ${activeCte(w)},
    joins as (
      select ${users.id} as client_id,
        date_trunc('month', ${users.createdAt} at time zone ${w.zone})::date as month
      from ${users} where ${users.role} = 'client'
    ),
    cohorts as (select month, count(*) as n from joins group by month),
    people as (
      select a.month, count(*) as active,
        count(*) filter (where j.month = ${before(sql`a.month`, 3)}) as kept3,
        count(*) filter (where j.month = ${before(sql`a.month`, 6)}) as kept6
      from active a left join joins j using (client_id)
      group by a.month
    ),
    ${adherenceCtes(w)}
    select to_char(m.start, 'YYYY-MM') as month, coalesce(p.active, 0)::int as active,
      coalesce(c0.n, 0)::int as joined,
      coalesce(c3.n, 0)::int as cohort3, coalesce(p.kept3, 0)::int as kept3,
      coalesce(c6.n, 0)::int as cohort6, coalesce(p.kept6, 0)::int as kept6,
      adherence.pct as adherence
    from months m
    left join people p on p.month = m.start
    ${cohort('c0', 0)} ${cohort('c3', 3)} ${cohort('c6', 6)}
    left join adherence on adherence.month = m.start
    order by m.start`,
  );
}

/**
 * Per month: sessions held (completed, by their start in the zone, up to now), the
 * nutritionists active and joined by the month's end, and the month's days up to today.
 */
export function sessionMonths(db: Executor, w: Window) {
  return rows<{ month: string; held: number; nutritionists: number; days: number }>(
    db,
    sql`with ${monthsCte(w)}
    select to_char(m.start, 'YYYY-MM') as month,
      (select count(*) from ${appointments}
        where ${appointments.status} = 'completed'
          and ${appointments.scheduledAt} >= ${atMidnight(sql`m.start`, w)}
          and ${appointments.scheduledAt} < ${atMidnight(sql`m.next`, w)}
          and ${appointments.scheduledAt} <= ${w.now.toISOString()}::timestamptz)::int as held,
      (select count(*) from ${nutritionists}
        where ${nutritionists.status} = 'active'
          and ${nutritionists.createdAt} < ${atMidnight(sql`m.next`, w)})::int as nutritionists,
      (least(m.next, ${w.today}::date + 1) - m.start)::int as days
    from months m order by m.start`,
  );
}

/** Each active nutritionist's sessions held from 27 days before today up to now. */
export function nutritionistsLast4Weeks(db: Executor, w: Window) {
  return rows<{ nutritionistId: number; name: string; held: number }>(
    db,
    sql`select ${nutritionists.id} as "nutritionistId", ${nutritionists.name} as name,
      count(${appointments.id})::int as held
    from ${nutritionists}
    left join ${appointments} on ${appointments.nutritionistId} = ${nutritionists.id}
      and ${appointments.status} = 'completed'
      and ${appointments.scheduledAt} >= ${atMidnight(sql`${w.today}::date - 27`, w)}
      and ${appointments.scheduledAt} <= ${w.now.toISOString()}::timestamptz
    where ${nutritionists.status} = 'active'
    group by ${nutritionists.id}, ${nutritionists.name}
    order by ${nutritionists.name}, ${nutritionists.id}`,
  );
}
