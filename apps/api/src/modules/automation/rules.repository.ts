import { and, desc, eq, gt, gte, inArray, max, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#api/db/client.ts';
import { appointments, journalEntries, labReports, labResults } from '#api/db/schema/index.ts';

/**
 * What each automatic rule looks at, for a whole set of clients in one query each (a
 * practice has hundreds): never a query per client.
 */

/** Each client's last journal day (clients with none are absent). */
export async function lastJournalDays(db: Executor, clientIds: number[]) {
  if (clientIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ clientId: journalEntries.clientId, last: max(journalEntries.date) })
    .from(journalEntries)
    .where(inArray(journalEntries.clientId, clientIds))
    .groupBy(journalEntries.clientId);
  return new Map(rows.map((row) => [row.clientId, row.last ?? '']));
}

const later = alias(appointments, 'later');

/**
 * Sessions marked missed since `since`, with nothing booked or held after them: she has
 * not rebooked. Older misses are left alone: a rule switched on today does not write about
 * last year's.
 */
export function missedNotRebooked(db: Executor, clientIds: number[], since: Date) {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      appointmentId: appointments.id,
      clientId: appointments.clientId,
      start: appointments.scheduledAt,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.clientId, clientIds),
        eq(appointments.status, 'missed'),
        gte(appointments.scheduledAt, since),
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(
              and(
                eq(later.clientId, appointments.clientId),
                gt(later.scheduledAt, appointments.scheduledAt),
                inArray(later.status, ['booked', 'completed']),
              ),
            ),
        ),
      ),
    );
}

/**
 * Each client's latest result of each test, with no lab report of a later sample (one she
 * uploaded that awaits reading is the retest already done).
 */
export async function latestResults(db: Executor, clientIds: number[]) {
  if (clientIds.length === 0) return [];
  const latest = db
    .selectDistinctOn([labResults.clientId, labResults.testCode], {
      resultId: labResults.id,
      clientId: labResults.clientId,
      testCode: labResults.testCode,
      takenOn: labResults.takenOn,
    })
    .from(labResults)
    .where(inArray(labResults.clientId, clientIds))
    .orderBy(labResults.clientId, labResults.testCode, desc(labResults.takenOn))
    .as('latest');
  return db
    .select()
    .from(latest)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(labReports)
          .where(
            and(
              eq(labReports.clientId, latest.clientId),
              gt(
                sql`coalesce(${labReports.takenOn}, ${labReports.createdAt}::date)`,
                latest.takenOn,
              ),
            ),
          ),
      ),
    );
}
