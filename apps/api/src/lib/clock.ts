import { performance } from 'node:perf_hooks';
import type { Clock } from '@nourishwell/shared';

export type { Clock } from '@nourishwell/shared';

/**
 * The server's one reading of the time (issue 29). Everything that asks "now" or
 * "today" — session rules, the day in India, journal days, retention, reminders, slots,
 * the demo seed, rate-limit windows — asks `deps.clock`, so a test can pin the instant
 * and an answer never depends on the hour the suite happens to run. Lint forbids
 * `Date.now()` and `new Date()` without arguments everywhere else in the server.
 */
// eslint-disable-next-line no-restricted-syntax
export const systemClock: Clock = { now: () => new Date() };

/** A clock that a test (or the e2e server) sets and moves. */
export interface SettableClock extends Clock {
  /** From now on, "now" is `at`, and it runs on in real time from there. */
  set(at: Date | string): void;
  /** Moves "now" on by `ms` (negative: back). */
  advance(ms: number): void;
}

/**
 * A clock that starts at `start` and then runs at the real speed, so waits, timeouts and
 * the order of writes behave as they do in production while the date and hour are fixed.
 * With `realStart`, `start` is what the clock read when the machine's clock read
 * `realStart`: the browser journeys' server and their browsers then agree to the
 * millisecond however long the server took to start (a sign-in code lives 30 s).
 */
export function clockStartingAt(start: Date | string, realStart?: Date): SettableClock {
  let base = new Date(start).getTime();
  let startedAt = performance.now();
  if (realStart) startedAt -= systemClock.now().getTime() - realStart.getTime();
  if (Number.isNaN(base)) throw new Error(`Not an instant: ${String(start)}`);
  return {
    now: () => new Date(base + (performance.now() - startedAt)),
    set(at) {
      const next = new Date(at).getTime();
      if (Number.isNaN(next)) throw new Error(`Not an instant: ${String(at)}`);
      base = next;
      startedAt = performance.now();
    },
    advance(ms) {
      base += ms;
    },
  };
}

/** When the clock of a process is pinned (tests only; config refuses it in production). */
export interface ClockStart {
  /** CLOCK_START: the instant the clock starts at. */
  at: Date;
  /** CLOCK_REAL_START: when the machine's clock read that instant; default: at start-up. */
  realAt?: Date;
}

/** The clock a process runs on: CLOCK_START's or the system's. */
export function clockFor(clockStart: ClockStart | undefined): Clock {
  return clockStart ? clockStartingAt(clockStart.at, clockStart.realAt) : systemClock;
}
