import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import * as dates from '#api/lib/dates.ts';
import { clockStartingAt, systemClock } from '#api/lib/clock.ts';

/**
 * The clock every test app runs on, and the "now" tests compute their dates from, so a
 * test and the server agree on today. TEST_CLOCK_START pins it (the clock sweep,
 * scripts/clock-sweep.mjs, runs the time-sensitive files at chosen instants in India);
 * unset, it starts at the real time. Lint refuses `new Date()` and `Date.now()` in the
 * API tests: this is where they read "now" (decision 024).
 */
const start = new Date(process.env.TEST_CLOCK_START ?? systemClock.now());
const startedAt = performance.now();
export const testClock = clockStartingAt(start);

export const testNow = (): Date => testClock.now();

/** The instant `ms` milliseconds after the test clock's now (negative: before it). */
export const fromNow = (ms: number): Date => new Date(testNow().getTime() + ms);

/**
 * Puts the test clock back where it would be had no test moved it, for a test that
 * `set` or `advance`d it: the files after it in the same worker share the clock.
 */
export const resetTestClock = () =>
  testClock.set(new Date(start.getTime() + (performance.now() - startedAt)));

/**
 * The database's own now(). Record stamps (`set_at`, `last_active_at`, `created_at`) are
 * the database's, not the app's (decision 024), so a test checks them against this.
 */
export async function databaseNow(db: Database): Promise<Date> {
  const result = (await db.execute(sql`select now() as now`)) as unknown as {
    rows: Array<{ now: Date | string }>;
  };
  return new Date(result.rows[0]!.now);
}

/** lib/dates.ts's helpers on the test clock. */
export const todayIn = (timeZone: string) => dates.todayIn(timeZone, testNow());

export const wallClockFromToday = (timeZone: string, days: number, hour: number, minute = 0) =>
  dates.wallClockFromToday(timeZone, days, hour, minute, testNow());

export const isoDateFromToday = (timeZone: string, days: number) =>
  dates.isoDateFromToday(timeZone, days, testNow());
