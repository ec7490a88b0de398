import type { AppDeps } from '#api/app-deps.ts';
import { eraseDue } from './erasure-run.ts';
import { scheduleRetentionErasures } from './retention.ts';
import { loggableError } from '#api/lib/loggable-error.ts';

export type ErasureDeps = Pick<
  AppDeps,
  'config' | 'clock' | 'db' | 'outbox' | 'log' | 'photos' | 'counters'
>;

export interface ErasureDispatcher {
  /** Erase every account whose notice ran out by `now`; answers how many were erased. */
  flush: (now?: Date) => Promise<number>;
  /** Schedule erasure for accounts inactive too long; answers how many were scheduled. */
  retention: (now?: Date) => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Runs due erasures every minute and the retention check every hour (issue 18). Each
 * request is erased in its own transaction under a row lock (SKIP LOCKED), so several
 * processes never erase one twice and a failing one never holds up the rest.
 */
export function createErasureDispatcher(deps: ErasureDeps): ErasureDispatcher {
  let running: Promise<unknown> | undefined;
  const timers: NodeJS.Timeout[] = [];

  // One round at a time in a process; other processes are kept apart by the row locks.
  async function serial<T>(work: () => Promise<T>): Promise<T> {
    while (running) await running;
    const current = work();
    running = current
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
    return current;
  }

  const flush = (now: Date = deps.clock.now()) => serial(() => eraseDue(deps, now));
  const retention = (now: Date = deps.clock.now()) =>
    serial(() => scheduleRetentionErasures(deps, now));
  const every = (ms: number, work: () => Promise<number>, what: string) => {
    const timer = setInterval(() => {
      work().catch((error: unknown) =>
        deps.log.error({ err: loggableError(error) }, `${what} failed`),
      );
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  return {
    flush,
    retention,
    start: () => {
      every(MINUTE_MS, () => flush(), 'erasure round');
      every(HOUR_MS, () => retention(), 'retention round');
    },
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await running;
    },
  };
}
