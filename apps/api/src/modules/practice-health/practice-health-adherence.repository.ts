import { sql, type SQL } from 'drizzle-orm';
import { WEEKDAYS } from '@nourishwell/shared';
import {
  journalDayMeals,
  journalMonthMeals,
  mealPlanEntries,
  mealPlanItems,
  users,
} from '#api/db/schema/index.ts';
import type { Window } from './practice-health.repository.ts';

/** The week as journal_month_meals names its columns, with each day's ISO number (Monday 1). */
const WEEK = WEEKDAYS.map((name, i) => ({
  name,
  iso: i + 1,
  column: name.toLowerCase() as Lowercase<(typeof WEEKDAYS)[number]>,
}));

/** Σ over the week of `term(day)`. */
const overTheWeek = (term: (day: (typeof WEEK)[number]) => SQL) =>
  sql.join(WEEK.map(term), sql` + `);

/**
 * How many of the days counted (`span` days after the first, an ISO weekday `dow`) fall on
 * ISO weekday `iso`: none when `span` is negative.
 */
const weekdaysIn = (iso: number) => {
  const first = sql`((${iso} - dow + 7) % 7)`;
  return sql`(case when span >= ${first} then (span - ${first}) / 7 + 1 else 0 end)`;
};

/** A plan's slot counts only with something in it. */
const withItems = sql`exists (select 1 from ${mealPlanItems} where ${mealPlanItems.entryId} = ${mealPlanEntries.id})`;

/**
 * The CTEs that end in `adherence` (month, pct): per month, the journal's "planned meals
 * logged" averaged over the active clients with a plan, as caseload.repository.ts counts it
 * over 7 days: each planned slot of her current plan on each day from the month's first (or
 * the day she joined) to its last (or today); today counts only the planned meals already
 * logged. Each client's share is rounded as adherenceOf rounds it, then averaged. Clients
 * who withdrew consent are left out. Needs `active` (client_id, month).
 *
 * Nothing here reads the journal itself: a year of it is hundreds of thousands of entries
 * and items. Planned slots are counted by arithmetic (so many Mondays in these days, times
 * her Monday's slots), and logged ones come from the tallies the database keeps
 * (journal-tallies.ts): per client, month and meal, on how many Mondays … Sundays she
 * logged it. Those count the whole month, so the days after today, which the app never
 * writes, are taken off again from journal_day_meals, which also gives today's.
 */
export function adherenceCtes(w: Window): SQL {
  const today = sql`${w.today}::date`;
  const thisMonth = sql`date_trunc('month', ${w.today}::timestamp)::date`;
  return sql`
    -- Her current plan: for each meal, on which weekdays it is planned (1) or not (0).
    plan as (
      select ${mealPlanEntries.clientId} as client_id, ${mealPlanEntries.meal} as meal,
        ${sql.join(
          WEEK.map(
            (day) =>
              sql`count(*) filter (where ${mealPlanEntries.weekday} = ${day.name}) as ${sql.identifier(day.column)}`,
          ),
          sql`, `,
        )}
      from ${mealPlanEntries} where ${withItems}
      group by 1, 2
    ),
    week as (
      select client_id, ${sql.join(
        WEEK.map((day) => sql`sum(${sql.identifier(day.column)}) as ${sql.identifier(day.column)}`),
        sql`, `,
      )}
      from plan group by 1
    ),
    counted as (
      select a.client_id, a.month,
        greatest(a.month, (${users.createdAt} at time zone ${w.zone})::date) as from_day,
        -- The complete days (before today): every planned slot of theirs counts.
        least((a.month + interval '1 month' - interval '1 day')::date, ${today} - 1) as to_day
      from active a
      join ${users} on ${users.id} = a.client_id and ${users.consentWithdrawnAt} is null
    ),
    planned as (
      select client_id, month,
        ${overTheWeek((day) => sql`week.${sql.identifier(day.column)} * ${weekdaysIn(day.iso)}`)} as n
      from (
        select client_id, month, to_day - from_day as span, extract(isodow from from_day)::int as dow
        from counted
      ) c
      join week using (client_id)
    ),
    kept as (
      select ${journalMonthMeals.clientId} as client_id, ${journalMonthMeals.month} as month,
        sum(${overTheWeek((day) => sql`${journalMonthMeals[day.column]} * plan.${sql.identifier(day.column)}`)}) as n
      from ${journalMonthMeals}
      join plan on plan.client_id = ${journalMonthMeals.clientId} and plan.meal = ${journalMonthMeals.meal}
      where ${journalMonthMeals.month} between ${w.first}::date and ${today}
      group by 1, 2
    ),
    -- This month's days from today on: today's planned meals logged, and any after it.
    late as (
      select ${journalDayMeals.clientId} as client_id,
        count(*) filter (where ${journalDayMeals.date} = ${today}) as today,
        count(*) filter (where ${journalDayMeals.date} > ${today}) as after
      from ${journalDayMeals}
      join plan on plan.client_id = ${journalDayMeals.clientId} and plan.meal = ${journalDayMeals.meal}
      where ${journalDayMeals.date} >= ${today}
        and ${journalDayMeals.date} < (${thisMonth} + interval '1 month')::date
        and ${journalDayMeals.items} > 0
        and case extract(isodow from ${journalDayMeals.date})::int
          ${sql.join(
            WEEK.map((day) => sql`when ${day.iso} then plan.${sql.identifier(day.column)}`),
            sql` `,
          )} end > 0
      group by 1
    ),
    shares as (
      select c.month, coalesce(planned.n, 0) + coalesce(late.today, 0) as planned,
        coalesce(kept.n, 0) - coalesce(late.after, 0) as logged
      from counted c
      left join planned using (client_id, month)
      left join kept using (client_id, month)
      left join late on late.client_id = c.client_id and c.month = ${thisMonth}
    ),
    adherence as (
      select month, round(avg(round(100.0 * logged / planned)))::int as pct
      from shares where planned > 0 group by month
    )`;
}
