import { getTableName, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { isoUtc, jsonBody } from '#api/db/json-sql.ts';
import {
  clients,
  goals,
  journalEntries,
  journalItems,
  mealPlanEntries,
  mealPlanItems,
  measurements,
  nutritionists,
  progressEntries,
  users,
} from '#api/db/schema/index.ts';

/**
 * A nutritionist's clients with what her tables show (CaseloadClient[]), as JSON text built
 * by PostgreSQL in one statement: each client's newest goal and latest weigh-in come from
 * indexed lateral subqueries. Her list is the biggest answer the app sends (100+ records);
 * turning it into objects and back in Node cost more than the query (bench, issue 8), so
 * the rows never become objects here. Field names and formats match clientRecordSchema
 * exactly; the API tests parse the answer with the strict schema to keep it so.
 */
/** The tables her list is built from: a change to any of them drops it (decision 005). */
export const CASELOAD_TABLES = [
  clients,
  users,
  nutritionists,
  goals,
  progressEntries,
  measurements,
  journalEntries,
  journalItems,
  mealPlanEntries,
  mealPlanItems,
].map(getTableName);

/**
 * Also her last logged day, and her 7-day adherence: of the meal slots her plan gives items
 * on each of the last 7 days up to today in the practice's time zone (from the day she
 * joined, if later), the share she logged an entry for. Her latest weight is the newest
 * dated weigh-in, a Week 1–4 entry reading as the day it was saved.
 */
export function caseloadJson(
  db: Executor,
  nutritionistId: number,
  timeZone: string,
  /** yyyy-mm-dd: today in the practice's zone, by the app's clock. */
  todayIso: string,
): Promise<string> {
  const today = sql`${todayIso}::date`;
  // Issue 30: a client who withdrew consent stays on the list (name, contact, profile), but
  // what comes from her goals, measurements and journal is closed to staff (decision 020).
  const open = sql`${users.consentWithdrawnAt} is null`;
  return jsonBody(
    db,
    sql`
    select coalesce(json_agg(x order by x.name, x.id), '[]')::text as body from (
      select ${clients.id}, ${clients.name}, ${users.email}, ${clients.phone}, ${clients.location},
        ${clients.location} as address, ${clients.age}, ${clients.gender},
        ${clients.nutritionistId} as "nId", ${nutritionists.name} as nutritionist, ${clients.issue},
        ${clients.plan}, ${clients.planDescription} as "planDescription",
        ${isoUtc(clients.nextSession)} as "nextSession", ${isoUtc(clients.lastSession)} as "lastSession",
        ${clients.weight}::float8 as weight, ${clients.height}::float8 as height, ${clients.diet},
        ${clients.allergies}, ${clients.status}, ${clients.completed}, ${clients.progress},
        ${clients.profilePicUrl} as "profilePicUrl", ${users.language},
        case when ${open} then newest_goal.title end as goal,
        case when ${open} then newest_goal.progress end as "goalProgress",
        (case when ${open} then coalesce(latest.weight, ${clients.weight})
          else ${clients.weight} end)::float8 as "latestWeight",
        case when ${open} then (select to_char(max(${journalEntries.date}), 'YYYY-MM-DD')
          from ${journalEntries} where ${journalEntries.clientId} = ${clients.id}) end as "lastLoggedOn",
        case when adherence.planned > 0 and ${open}
          then round(100.0 * adherence.logged / adherence.planned)::int end as "adherence7d"
      from ${clients}
      join ${users} on ${users.id} = ${clients.id}
      left join ${nutritionists} on ${nutritionists.id} = ${clients.nutritionistId}
      left join lateral (
        select ${goals.title} as title, ${goals.progress} as progress from ${goals}
        where ${goals.clientId} = ${clients.id}
        order by ${goals.createdAt} desc, ${goals.id} desc limit 1
      ) newest_goal on true
      left join lateral (
        select weight from (
          (select ${measurements.weightKg}::numeric as weight, ${measurements.date} as on_date,
              0 as source, 0 as week
            from ${measurements} where ${measurements.clientId} = ${clients.id}
            order by ${measurements.date} desc limit 1)
          union all
          (select ${progressEntries.weight}, (${progressEntries.recordedAt} at time zone ${timeZone})::date,
              1, ${progressEntries.week}
            from ${progressEntries} where ${progressEntries.clientId} = ${clients.id})
        ) weighed order by on_date desc, source, week desc limit 1
      ) latest on true
      left join lateral (
        -- Today counts only the planned meals already logged (the day is under way); an
        -- entry with only a note ("skipped lunch") does not keep a planned meal
        -- (packages/shared/src/nutrition/adherence.ts says the same for the journal).
        select count(*) filter (where days.on_date < ${today} or kept.meal) as planned,
          count(*) filter (where kept.meal) as logged
        from (select generate_series(
          greatest(${today} - 6, (${users.createdAt} at time zone ${timeZone})::date)::timestamp,
          ${today}::timestamp, interval '1 day'
        )::date as on_date) days
        join ${mealPlanEntries} on ${mealPlanEntries.clientId} = ${clients.id}
          and ${mealPlanEntries.weekday} = to_char(days.on_date, 'FMDay')
        cross join lateral (
          select exists (
            select 1 from ${journalEntries}
            where ${journalEntries.clientId} = ${clients.id}
              and ${journalEntries.date} = days.on_date and ${journalEntries.meal} = ${mealPlanEntries.meal}
              and exists (select 1 from ${journalItems} where ${journalItems.entryId} = ${journalEntries.id})
          ) as meal
        ) kept
        where exists (
          select 1 from ${mealPlanItems} where ${mealPlanItems.entryId} = ${mealPlanEntries.id}
        )
      ) adherence on true
      where ${clients.nutritionistId} = ${nutritionistId}
    ) x`,
  );
}
