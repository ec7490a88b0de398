import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import {
  appointments,
  clients,
  journalEntries,
  journalItems,
  mealPlanEntries,
  mealPlanItems,
  nutritionists,
  purchases,
  users,
} from '#api/db/schema/index.ts';

/** The window asked about: months in the practice's zone, from `first` to `today`'s month. */
export interface Window {
  zone: string;
  /** 'YYYY-MM-01': the oldest month shown. */
  first: string;
  /** 'YYYY-MM-01': this month. */
  last: string;
  /** 'YYYY-MM-DD': today in the zone. */
  today: string;
  now: Date;
}

// Both drivers answer raw SQL with { rows }; drizzle's shared type cannot say so.
async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The months shown, each with its first day and the first day of the next. */
const monthsCte = (w: Window) => sql`months as (
  select m::date as start, (m + interval '1 month')::date as next
  from generate_series(${w.first}::date, ${w.last}::date, interval '1 month') m
)`;

/** A local midnight of the practice's zone as an instant. */
const atMidnight = (day: SQL, w: Window) => sql`((${day})::timestamp at time zone ${w.zone})`;

/**
 * Each client active in each month (the definition in practice-health-schemas.ts): she has
 * a nutritionist and, in the month, a journal entry, a held session, or an active package
 * valid on a day up to today. One row per client and month.
 */
const activeCte = (w: Window) => sql`active as (
  select distinct x.client_id, x.month from (
    select ${journalEntries.clientId} as client_id, date_trunc('month', ${journalEntries.date})::date as month
    from ${journalEntries}
    where ${journalEntries.date} >= ${w.first}::date and ${journalEntries.date} <= ${w.today}::date
    union all
    select ${appointments.clientId}, date_trunc('month', ${appointments.scheduledAt} at time zone ${w.zone})::date
    from ${appointments}
    where ${appointments.status} = 'completed'
      and ${appointments.scheduledAt} >= ${atMidnight(sql`${w.first}::date`, w)}
      and ${appointments.scheduledAt} <= ${w.now.toISOString()}::timestamptz
    union all
    select ${purchases.clientId}, months.start
    from ${purchases} join months
      on ${purchases.validFrom} < months.next and ${purchases.validUntil} >= months.start
    where ${purchases.status} = 'active' and ${purchases.validFrom} <= ${w.today}::date
  ) x
  join ${clients} on ${clients.id} = x.client_id and ${clients.nutritionistId} is not null
)`;

/**
 * Per month: active clients, accounts created, and the 3- and 6-month cohorts with how many
 * of each are active in the month.
 */
export function clientMonths(db: Executor, w: Window) {
  const joined = sql`date_trunc('month', ${users.createdAt} at time zone ${w.zone})::date`;
  const cohort = (months: number) => sql`(
    select count(*) from ${users}
    where ${users.role} = 'client' and ${joined} = (m.start - interval '${sql.raw(String(months))} months')::date)::int`;
  const kept = (months: number) => sql`(
    select count(*) from ${users} join active a on a.client_id = ${users.id} and a.month = m.start
    where ${users.role} = 'client' and ${joined} = (m.start - interval '${sql.raw(String(months))} months')::date)::int`;
  return rows<{
    month: string;
    active: number;
    joined: number;
    cohort3: number;
    kept3: number;
    cohort6: number;
    kept6: number;
  }>(
    db,
    sql`with ${monthsCte(w)}, ${activeCte(w)}
    select to_char(m.start, 'YYYY-MM') as month,
      (select count(*) from active a where a.month = m.start)::int as active,
      (select count(*) from ${users} where ${users.role} = 'client' and ${joined} = m.start)::int as joined,
      ${cohort(3)} as cohort3, ${kept(3)} as kept3, ${cohort(6)} as cohort6, ${kept(6)} as kept6
    from months m order by m.start`,
  );
}

/**
 * Per month, the journal's "planned meals logged" averaged over the active clients with a
 * plan, as caseload.repository.ts counts it over 7 days: each planned slot of her current
 * plan on each day from the month's first (or the day she joined) to its last (or today);
 * today counts only the planned meals already logged. Each client's share is rounded as
 * adherenceOf rounds it, then averaged. Clients who withdrew consent are left out.
 */
export function adherenceMonths(db: Executor, w: Window) {
  return rows<{ month: string; pct: number }>(
    db,
    sql`with ${monthsCte(w)}, ${activeCte(w)},
    plan_slots as (
      select ${mealPlanEntries.clientId} as client_id, ${mealPlanEntries.weekday} as weekday,
        ${mealPlanEntries.meal} as meal
      from ${mealPlanEntries}
      where exists (select 1 from ${mealPlanItems} where ${mealPlanItems.entryId} = ${mealPlanEntries.id})
    ),
    days as (
      select a.client_id, a.month, d::date as on_date
      from active a
      join ${users} on ${users.id} = a.client_id and ${users.consentWithdrawnAt} is null
      cross join lateral generate_series(
        greatest(a.month, (${users.createdAt} at time zone ${w.zone})::date)::timestamp,
        least((a.month + interval '1 month' - interval '1 day')::date, ${w.today}::date)::timestamp,
        interval '1 day') d
    ),
    kept as (
      select distinct ${journalEntries.clientId} as client_id, ${journalEntries.date} as on_date,
        ${journalEntries.meal} as meal
      from ${journalEntries}
      where ${journalEntries.date} between ${w.first}::date and ${w.today}::date
        and exists (select 1 from ${journalItems} where ${journalItems.entryId} = ${journalEntries.id})
    ),
    per_client as (
      select days.client_id, days.month,
        count(*) filter (where days.on_date < ${w.today}::date or kept.client_id is not null) as planned,
        count(kept.client_id) as logged
      from days
      join plan_slots ps on ps.client_id = days.client_id and ps.weekday = to_char(days.on_date, 'FMDay')
      left join kept on kept.client_id = days.client_id and kept.on_date = days.on_date and kept.meal = ps.meal
      group by days.client_id, days.month
    )
    select to_char(month, 'YYYY-MM') as month, round(avg(round(100.0 * logged / planned)))::int as pct
    from per_client where planned > 0 group by month`,
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
