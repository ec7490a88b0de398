import { LAB_TEST_CODES, type AutomationRules, type LabTestCode } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { isoDateFromToday, shiftIsoDate } from '#api/lib/dates.ts';
import { practiceSettings as labSettings } from '#api/modules/labs/lab-settings.service.ts';
import { lastJournalDays, latestResults, missedNotRebooked } from './rules.repository.ts';
import { daysBetween, type Recipient } from './recipients.ts';

/** One automatic message a rule wants to send: to whom, once under which key, and why. */
export interface Candidate {
  to: Recipient;
  kind: 'journalNudge' | 'missedSession' | 'retestDue';
  /** Its once-key (decision 033). */
  key: string;
  /** Why, in words for the admin's list (English, as staff screens are). */
  reason: string;
  /** What its text names; each kind's own (see automatic-texts.ts). */
  detail: { days?: number; at?: Date; test?: LabTestCode };
}

const byId = (recipients: Recipient[]) => new Map(recipients.map((r) => [r.clientId, r]));

/**
 * A nudge once she has gone `days` or more without a journal entry, counted from her last
 * entry's day (or the day she joined, when she has none), in her zone. Once per last
 * entry: a new entry makes a new key, so the next quiet spell nudges again.
 */
export async function journalNudges(
  db: Executor,
  rule: AutomationRules['journalNudge'],
  recipients: Recipient[],
): Promise<Candidate[]> {
  const last = await lastJournalDays(
    db,
    recipients.map((r) => r.clientId),
  );
  return recipients.flatMap((to): Candidate[] => {
    const entry = last.get(to.clientId);
    const since = entry ?? isoDateFromToday(to.zone, 0, to.joinedAt);
    const days = daysBetween(since, to.today);
    if (days < rule.days) return [];
    return [
      {
        to,
        kind: 'journalNudge',
        key: `journalNudge:${to.clientId}:${since}`,
        reason: entry
          ? `No journal entry for ${days} days (last on ${entry})`
          : `No journal entry in the ${days} days since she joined`,
        detail: { days },
      },
    ];
  });
}

/** A missed session in the last week she has not rebooked: one note per session. */
export async function missedSessions(
  db: Executor,
  recipients: Recipient[],
  now: Date,
): Promise<Candidate[]> {
  const people = byId(recipients);
  const since = new Date(now.getTime() - 7 * 86_400_000);
  const rows = await missedNotRebooked(db, [...people.keys()], since);
  return rows.map((row) => ({
    to: people.get(row.clientId)!,
    kind: 'missedSession',
    key: `missedSession:${row.appointmentId}`,
    reason: `Missed her session on ${row.start.toISOString().slice(0, 10)} and has not rebooked`,
    detail: { at: row.start },
  }));
}

/**
 * A test whose latest result is older than the practice's retest interval, with no newer
 * report: one reminder per result (a new result makes a new key).
 */
export async function retestsDue(db: Executor, recipients: Recipient[]): Promise<Candidate[]> {
  const people = byId(recipients);
  const [settings, rows] = await Promise.all([
    labSettings(db),
    latestResults(db, [...people.keys()]),
  ]);
  return rows.flatMap((row): Candidate[] => {
    const to = people.get(row.clientId)!;
    const code = row.testCode as LabTestCode;
    if (!LAB_TEST_CODES.includes(code)) return [];
    const days = settings[code].retestDays;
    if (days === null || shiftIsoDate(row.takenOn, days) > to.today) return [];
    return [
      {
        to,
        kind: 'retestDue',
        key: `retestDue:${row.clientId}:${code}:${row.resultId}`,
        // The test is not named: the list of sent messages shows no health matter.
        reason: `A lab test's ${days}-day retest interval has passed since ${row.takenOn}`,
        detail: { test: code },
      },
    ];
  });
}
