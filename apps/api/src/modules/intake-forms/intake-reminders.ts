import type { AppDeps } from '#api/app-deps.ts';
import { inReminderHours } from '#api/modules/notifications/reminder-texts.ts';
import { queueIntakeLink } from './intake-messages.ts';
import { claimReminder, unansweredSince } from './intake-sends.repository.ts';

export type IntakeReminderDeps = Pick<AppDeps, 'config' | 'db' | 'outbox' | 'log'>;

/** A form left unsigned this long gets its one reminder. */
const AFTER_MS = 2 * 24 * 60 * 60 * 1000;
/**
 * Reminds a client of a form she has not signed two days after it was sent (issue 35), once
 * per send, by email and text, in her language, with its link. The send's `reminded_at` is
 * the claim, so two rounds or processes never both send it. Run with the session reminders;
 * answers how many it sent.
 */
export async function sendIntakeReminders(deps: IntakeReminderDeps, now: Date): Promise<number> {
  if (!inReminderHours(deps.config.defaultTimeZone, now)) return 0;
  const sent = await deps.db.transaction(async (tx) => {
    let queued = 0;
    for (const send of await unansweredSince(tx, new Date(now.getTime() - AFTER_MS))) {
      if (!(await claimReminder(tx, send.id, now))) continue;
      await queueIntakeLink(deps, tx, send, 'reminder');
      queued += 1;
    }
    return queued;
  });
  if (sent > 0) deps.outbox.kick();
  return sent;
}
