import * as dates from '../../src/lib/dates.ts';
import { clockStartingAt, systemClock } from '../../src/lib/clock.ts';

/**
 * The clock every test app runs on, and the "now" tests compute their dates from, so a
 * test and the server agree on today. TEST_CLOCK_START pins it (the clock sweep,
 * scripts/clock-sweep.mjs, runs the time-sensitive files at chosen instants in India);
 * unset, it starts at the real time.
 */
export const testClock = clockStartingAt(process.env.TEST_CLOCK_START ?? systemClock.now());

export const testNow = (): Date => testClock.now();

/** How far the test clock runs from the machine's when the run starts (0 unless pinned). */
const offsetFromReal = testClock.now().getTime() - systemClock.now().getTime();

/**
 * Puts the test clock back where the run had it after a test moved it: the files of a
 * worker share this module (isolate: false, decision 025), so a clock left moved would be
 * the next file's clock.
 */
export const resetTestClock = (): void =>
  testClock.set(new Date(systemClock.now().getTime() + offsetFromReal));

/** lib/dates.ts's helpers on the test clock. */
export const todayIn = (timeZone: string) => dates.todayIn(timeZone, testNow());

export const wallClockFromToday = (timeZone: string, days: number, hour: number, minute = 0) =>
  dates.wallClockFromToday(timeZone, days, hour, minute, testNow());

export const isoDateFromToday = (timeZone: string, days: number) =>
  dates.isoDateFromToday(timeZone, days, testNow());
