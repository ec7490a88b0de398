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
const activeCte = (w: Window) => sql`active as (
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
 * Planned slots are summed by weekday, and kept meals counted from the journal's side, so
 * no row is made per day and slot.
 */
export function adherenceMonths(db: Executor, w: Window) {
  const weekday = (day: SQL) => sql`to_char(${day}, 'FMDay')`;
  return rows<{ month: string; pct: number }>(
    db,
    sql`with ${monthsCte(w)}, ${activeCte(w)},
    plan_slots as (
      select ${mealPlanEntries.clientId} as client_id, ${mealPlanEntries.weekday} as weekday,
        ${mealPlanEntries.meal} as meal
      from ${mealPlanEntries}
      where exists (select 1 from ${mealPlanItems} where ${mealPlanItems.entryId} = ${mealPlanEntries.id})
    ),
    slots_by_day as (select client_id, weekday, count(*) as n from plan_slots group by 1, 2),
    counted as (
      select a.client_id, a.month,
        greatest(a.month, (${users.createdAt} at time zone ${w.zone})::date) as from_day,
        least((a.month + interval '1 month' - interval '1 day')::date, ${w.today}::date) as to_day
      from active a
      join ${users} on ${users.id} = a.client_id and ${users.consentWithdrawnAt} is null
    ),
    -- The complete days (before today): every planned slot counts.
    planned as (
      select counted.client_id, counted.month, sum(sd.n) as n
      from counted
      cross join lateral generate_series(counted.from_day::timestamp,
        least(counted.to_day, ${w.today}::date - 1)::timestamp, interval '1 day') d
      join slots_by_day sd on sd.client_id = counted.client_id and sd.weekday = ${weekday(sql`d`)}
      group by 1, 2
    ),
    -- The planned meals she logged (an entry with an item), today's apart. Joined to the
    -- tables themselves, not to the CTEs above: the planner has no row counts for a CTE,
    -- and guessed a nested loop over a year of journal entries. An entry cannot predate
    -- her account, so no lower bound is needed here.
    kept as (
      select ${journalEntries.clientId} as client_id,
        date_trunc('month', ${journalEntries.date})::date as month,
        count(distinct (${journalEntries.date}, ${journalEntries.meal})) as n,
        count(distinct ${journalEntries.meal}) filter (where ${journalEntries.date} = ${w.today}::date) as today
      from ${journalEntries}
      join ${mealPlanEntries} on ${mealPlanEntries.clientId} = ${journalEntries.clientId}
        and ${mealPlanEntries.meal} = ${journalEntries.meal}
        and ${mealPlanEntries.weekday} = ${weekday(sql`${journalEntries.date}`)}
      where ${journalEntries.date} between ${w.first}::date and ${w.today}::date
        and exists (select 1 from ${mealPlanItems} where ${mealPlanItems.entryId} = ${mealPlanEntries.id})
        and exists (select 1 from ${journalItems} where ${journalItems.entryId} = ${journalEntries.id})
      group by 1, 2
    ),
    per_client as (
      select counted.month, coalesce(planned.n, 0) + coalesce(kept.today, 0) as planned,
        coalesce(kept.n, 0) as logged
      from counted
      left join planned using (client_id, month)
      left join kept using (client_id, month)
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
