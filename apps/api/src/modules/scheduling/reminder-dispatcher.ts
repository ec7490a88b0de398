import type { AppDeps } from '#api/app-deps.ts';
import { markOverdueSessionsMissed } from './overdue.ts';
import * as repo from './reminders.repository.ts';
import { queueSessionMessages } from './session-messages.ts';
import { sessionWithPeople } from './session-people.repository.ts';
import { sessionDetails } from './session-people.ts';
import { loggableError } from '#api/lib/loggable-error.ts';
import { sendAutomaticMessages } from '#api/modules/automation/automatic-messages.ts';
import { sendIntakeReminders } from '#api/modules/intake-forms/intake-reminders.ts';
import { sendRenewalReminders } from '#api/modules/purchases/renewal-reminders.ts';

/** What the dispatcher needs; tests give a second one its own database connection. */
export type ReminderDeps = Pick<AppDeps, 'config' | 'clock' | 'db' | 'outbox' | 'log'>;

export interface ReminderDispatcher {
  /** Send every reminder due by `now` and mark overdue sessions missed; resolves when done. */
  flush: (now?: Date) => Promise<void>;
  start: (intervalMs?: number) => void;
  stop: () => Promise<void>;
}

const BATCH = 50;
const MINUTE_MS = 60_000;

/**
 * One batch in one transaction: lock due reminders (SKIP LOCKED), write each one's
 * messages to the outbox and mark it sent, or skipped when its session is no longer booked
 * and ahead. A crash before the commit leaves them pending for the next round or process.
 * Answers how many reminders it handled.
 */
async function remindBatch(deps: ReminderDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await repo.claimDueReminders(tx, now, BATCH);
    const sent: number[] = [];
    const skipped: number[] = [];
    for (const reminder of due) {
      const row = await sessionWithPeople(tx, reminder.appointmentId);
      if (!row || row.status !== 'booked' || row.start <= now) {
        skipped.push(reminder.id);
        continue;
      }
      await queueSessionMessages(deps, tx, sessionDetails(deps, row), 'reminder', {
        offsetMinutes: reminder.offsetMinutes,
        // A reminder that could not go out before the session began is of no use after.
        expiresAt: row.start,
      });
      sent.push(reminder.id);
    }
    await repo.markReminders(tx, sent, 'sent');
    await repo.markReminders(tx, skipped, 'skipped');
    return due.length;
  });
}

/**
 * Sends session reminders exactly once across restarts and processes (issue 17), and
 * marks sessions nobody completed as missed. Runs every minute beside the outbox
 * dispatcher; tests call `flush`.
 */
export function createReminderDispatcher(deps: ReminderDeps): ReminderDispatcher {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function round(now: Date): Promise<void> {
    let handled = 0;
    for (;;) {
      const count = await remindBatch(deps, now);
      handled += count;
      if (count < BATCH) break;
    }
    if (handled > 0) deps.outbox.kick();
    const missed = await markOverdueSessionsMissed(deps, now);
    // Issue 34: packages ending in a week or today.
    const renewals = await sendRenewalReminders(deps, now);
    // Issue 35: intake forms unsigned two days after they were sent.
    const intakes = await sendIntakeReminders(deps, now);
    // Issue 36: the practice's automatic check-ins and nudges.
    const automatic = await sendAutomaticMessages(deps, now);
    if (handled > 0 || missed > 0 || renewals > 0 || intakes > 0 || automatic > 0)
      deps.log.info({ reminders: handled, missed, renewals, intakes, automatic }, 'reminder round');
  }

  const flush = async (now: Date = deps.clock.now()): Promise<void> => {
    // One round at a time in a process; other processes are kept apart by the row locks.
    while (running) await running;
    const current = round(now);
    running = current
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
    return current;
  };

  return {
    flush,
    start: (intervalMs = MINUTE_MS) => {
      timer = setInterval(() => {
        flush().catch((error: unknown) =>
          deps.log.error({ err: loggableError(error) }, 'reminder round failed'),
        );
      }, intervalMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
