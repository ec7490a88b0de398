import { and, eq, getTableName, sql } from 'drizzle-orm';
import { TODAY_RULES, type TodayReason } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { isoUtc, jsonBody } from '#api/db/json-sql.ts';
import {
  appointments,
  clients,
  intakeSends,
  journalEntries,
  labResults,
  labTestSettings,
  measurements,
  messages,
  nutritionistAvailability,
  nutritionists,
  practiceSettings,
  progressEntries,
  purchases,
  todayMarks,
  users,
} from '#api/db/schema/index.ts';

/** One reason a client of hers is on the list, as the query finds it (marks not applied). */
export interface FoundItem {
  clientId: number;
  name: string;
  reason: TodayReason;
  occurrence: string;
  since: string;
  detail: Record<string, string | number>;
}

/**
 * The day the rules read "today" by: yyyy-mm-dd in the practice's zone, and that zone. The
 * answer depends on nothing else of the clock (a form's two days are counted by the
 * service), so it can be kept for the day until one of TODAY_TABLES changes.
 */
export interface TodayFrame {
  nutritionistId: number;
  today: string;
  timeZone: string;
}

/** The tables the list is built from: a change to any of them drops the kept answer. */
export const TODAY_TABLES = [
  clients,
  users,
  messages,
  appointments,
  journalEntries,
  measurements,
  progressEntries,
  intakeSends,
  purchases,
  labResults,
  labTestSettings,
].map(getTableName);

export const MARK_TABLES = [getTableName(todayMarks)];

/** What her sessions of the day are read from (scheduling's sessions and settings). */
export const SESSION_TABLES = [
  appointments,
  clients,
  nutritionists,
  nutritionistAvailability,
  practiceSettings,
].map(getTableName);

/**
 * Her active clients, and whether their health records are open to her: after a client
 * withdrew consent (issue 30) her journal, weight, labs and forms are not read for the list.
 */
const mine = (nutritionistId: number) => sql`
  select ${clients.id} as id, ${clients.name} as name,
    (${users.consentWithdrawnAt} is null) as open
  from ${clients} join ${users} on ${users.id} = ${clients.id}
  where ${clients.nutritionistId} = ${nutritionistId} and ${clients.status} = 'active'`;

/**
 * Every reason but the labs' (their ranges live in the catalogue, not the database), for all
 * her clients in one statement: one set-based branch per reason over her clients, each an
 * index range per client, never a query per client. Answers JSON text (json-sql.ts).
 */
export async function foundItems(db: Executor, f: TodayFrame): Promise<FoundItem[]> {
  const today = sql`${f.today}::date`;
  // A week's weigh-in (the spec's weeks 1 to 4) counts on the day it was recorded.
  const recordedDay = sql`(${progressEntries.recordedAt} at time zone ${f.timeZone})::date`;
  const dayStart = (day: ReturnType<typeof sql>) =>
    isoUtc(sql`((${day})::timestamp at time zone ${f.timeZone})`);
  const body = await jsonBody(
    db,
    sql`
    with mine as (${mine(f.nutritionistId)}),
    found as (
      select ${messages.senderId} as "clientId", 'unreadMessages' as reason,
        max(${messages.id})::text as occurrence, ${isoUtc(sql`min(${messages.sentAt})`)} as since,
        json_build_object('count', count(*)) as detail
      from ${messages} join mine on mine.id = ${messages.senderId}
      where ${messages.receiverId} = ${f.nutritionistId} and ${messages.readAt} is null
      group by ${messages.senderId}
    union all
      select missed.client_id, 'missedNotRebooked', missed.id::text, ${isoUtc(sql`missed.scheduled_at`)},
        json_build_object('on', ${isoUtc(sql`missed.scheduled_at`)})
      from mine cross join lateral (
        select ${appointments.id} as id, ${appointments.clientId} as client_id,
          ${appointments.scheduledAt} as scheduled_at
        from ${appointments}
        where ${appointments.clientId} = mine.id and ${appointments.status} = 'missed'
          and ${appointments.nutritionistId} = ${f.nutritionistId}
        order by ${appointments.scheduledAt} desc limit 1
      ) missed
      where not exists (
        select 1 from ${appointments} later
        where later.client_id = missed.client_id and later.scheduled_at > missed.scheduled_at
          and later.status in ('booked', 'completed'))
    union all
      select mine.id, 'noJournal', last.day::text, ${dayStart(sql`last.day + 1`)},
        json_build_object('days', ${today} - last.day, 'lastDay', last.day::text)
      from mine cross join lateral (
        select ${journalEntries.date} as day from ${journalEntries}
        where ${journalEntries.clientId} = mine.id order by ${journalEntries.date} desc limit 1
      ) last
      where mine.open and last.day <= ${today} - ${TODAY_RULES.noJournalDays}::int
    union all
      select mine.id, 'weightUp', w.days[1]::text, ${dayStart(sql`w.days[1]`)},
        json_build_object('gainKg', round((w.kg[1] - w.kg[3])::numeric, 1)::float8)
      from mine cross join lateral (
        select array_agg(x.kg order by x.day desc) as kg, array_agg(x.day order by x.day desc) as days
        from (
          select distinct on (date_trunc('week', weighed.day)) weighed.day, weighed.kg
          from (
            select ${measurements.date} as day, ${measurements.weightKg}::float8 as kg, 0 as rank
            from ${measurements}
            where ${measurements.clientId} = mine.id and ${measurements.date} > ${today} - 28
          union all
            select ${recordedDay}, ${progressEntries.weight}::float8, 1
            from ${progressEntries}
            where ${progressEntries.clientId} = mine.id and ${recordedDay} > ${today} - 28
          ) weighed
          -- On a day with both, the dated measurement counts (an order, not chance).
          order by date_trunc('week', weighed.day) desc, weighed.day desc, weighed.rank
          limit 3
        ) x
      ) w
      where mine.open and cardinality(w.kg) = 3 and w.kg[1] > w.kg[2] and w.kg[2] > w.kg[3]
        and w.days[1] >= ${today} - ${TODAY_RULES.weightRecentDays}::int
    union all
      select form.client_id, 'formNotCompleted', form.id::text, ${isoUtc(sql`form.sent_at`)},
        json_build_object('days', ${today} - (form.sent_at at time zone ${f.timeZone})::date)
      from mine cross join lateral (
        select ${intakeSends.id} as id, ${intakeSends.clientId} as client_id,
          ${intakeSends.sentAt} as sent_at
        from ${intakeSends}
        where ${intakeSends.clientId} = mine.id and ${intakeSends.completedAt} is null
          and ${intakeSends.cancelledAt} is null
        order by ${intakeSends.sentAt} desc limit 1
      ) form
      where mine.open
    union all
      select mine.id, case when pkg.until >= ${today} then 'packageEnding' else 'packageExpired' end,
        pkg.id::text,
        case when pkg.until >= ${today} then ${dayStart(sql`pkg.until`)} else ${dayStart(sql`pkg.until + 1`)} end,
        json_build_object('days', abs(pkg.until - ${today}), 'package', pkg.name)
      from mine cross join lateral (
        select ${purchases.id} as id, ${purchases.validUntil} as until, ${purchases.packageName} as name
        from ${purchases}
        where ${purchases.clientId} = mine.id and ${purchases.status} = 'active'
        order by ${purchases.validUntil} desc, ${purchases.id} desc limit 1
      ) pkg
      where pkg.until <= ${today} + ${TODAY_RULES.packageEndingDays}::int
        and pkg.until >= ${today} - ${TODAY_RULES.packageExpiredDays}::int
    )
    select coalesce(json_agg(json_build_object('clientId', found."clientId", 'name', mine.name,
      'reason', found.reason, 'occurrence', found.occurrence, 'since', found.since,
      'detail', found.detail)), '[]')::text as body
    from found join mine on mine.id = found."clientId"`,
  );
  return JSON.parse(body) as FoundItem[];
}

/** The newest value of each test of each of her clients (open records only), with her sex and age. */
export interface LatestLab {
  clientId: number;
  name: string;
  id: number;
  testCode: string;
  value: number;
  takenOn: string;
  sex: string | null;
  age: number | null;
}

export async function latestLabs(db: Executor, nutritionistId: number): Promise<LatestLab[]> {
  const body = await jsonBody(
    db,
    sql`
    with mine as (${mine(nutritionistId)})
    select coalesce(json_agg(x), '[]')::text as body from (
      select distinct on (${labResults.clientId}, ${labResults.testCode})
        ${labResults.clientId} as "clientId", mine.name, ${labResults.id} as id,
        ${labResults.testCode} as "testCode", ${labResults.value}::float8 as value,
        ${labResults.takenOn}::text as "takenOn", ${clients.gender} as sex, ${clients.age} as age
      from ${labResults}
      join mine on mine.id = ${labResults.clientId} and mine.open
      join ${clients} on ${clients.id} = ${labResults.clientId}
      order by ${labResults.clientId}, ${labResults.testCode}, ${labResults.takenOn} desc
    ) x`,
  );
  return JSON.parse(body) as LatestLab[];
}

export type MarkRow = typeof todayMarks.$inferSelect;

export function marksOf(db: Executor, nutritionistId: number): Promise<MarkRow[]> {
  return db.select().from(todayMarks).where(eq(todayMarks.nutritionistId, nutritionistId));
}

/** One mark per client and reason: a new one replaces the old. */
export async function saveMark(db: Executor, row: typeof todayMarks.$inferInsert): Promise<void> {
  await db
    .insert(todayMarks)
    .values(row)
    .onConflictDoUpdate({
      target: [todayMarks.nutritionistId, todayMarks.clientId, todayMarks.reason],
      set: {
        occurrence: row.occurrence,
        action: row.action,
        until: row.until ?? null,
        createdAt: sql`now()`,
      },
    });
}

export async function deleteMark(
  db: Executor,
  nutritionistId: number,
  clientId: number,
  reason: TodayReason,
): Promise<boolean> {
  const gone = await db
    .delete(todayMarks)
    .where(
      and(
        eq(todayMarks.nutritionistId, nutritionistId),
        eq(todayMarks.clientId, clientId),
        eq(todayMarks.reason, reason),
      ),
    )
    .returning({ clientId: todayMarks.clientId });
  return gone.length > 0;
}
