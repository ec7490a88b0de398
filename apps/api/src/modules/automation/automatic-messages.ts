import { afterQuietHours, type AutomationRules } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { isoDateFromToday } from '#api/lib/dates.ts';
import { practiceForm } from '#api/modules/intake-forms/intake-forms.service.ts';
import { sendFormByRule } from '#api/modules/intake-forms/intake-sends.service.ts';
import { queueEmailAndText } from '#api/modules/notifications/reminder-texts.ts';
import { audienceOf, takenKeys } from './audience.repository.ts';
import { readRules } from './automation.repository.ts';
import { automaticText, checkInText, type AutomaticText } from './automatic-texts.ts';
import { recipientsAt, isoWeek, type Recipient } from './recipients.ts';
import { journalNudges, missedSessions, retestsDue, type Candidate } from './rule-candidates.ts';

export type AutomationDeps = Pick<AppDeps, 'config' | 'clock' | 'db' | 'outbox' | 'log'>;

/** The once-key was taken by another round between our look and our write: undo this one. */
class AlreadySent extends Error {}

/**
 * Writes one automatic message in its own transaction: an outbox row per channel she
 * allows, naming her, the reason and the once-key, held until her quiet hours end should
 * the clock have moved into them. Answers whether it was written (false: sent already).
 */
async function writeOnce(
  deps: AutomationDeps,
  to: Recipient,
  message: { kind: Candidate['kind'] | 'checkIn'; key: string; reason: string; now: Date },
  build: (tx: Executor) => Promise<AutomaticText>,
): Promise<boolean> {
  try {
    return await deps.db.transaction(async (tx) => {
      const text = await build(tx);
      const written = await queueEmailAndText(deps, tx, to, {
        kind: message.kind,
        ...text,
        reason: message.reason,
        dedupeKey: message.key,
        notBefore: afterQuietHours(to, to.zone, message.now),
      });
      if (written === 0) throw new AlreadySent();
      return true;
    });
  } catch (error) {
    if (error instanceof AlreadySent) return false;
    throw error;
  }
}

/**
 * The weekly check-in: on her chosen day from the rule's hour (in her zone), the practice's
 * form as an intake send of her own, and its link; once per ISO week of her calendar.
 */
async function checkIns(
  deps: AutomationDeps,
  rule: AutomationRules['checkIn'],
  recipients: Recipient[],
  now: Date,
): Promise<number> {
  if (rule.formId === null) return 0;
  const due = recipients.filter((to) => to.weekday === to.checkInDay && to.hour >= rule.hour);
  if (due.length === 0) return 0;
  const form = await practiceForm(deps.db, rule.formId);
  if (!form) return 0;
  const keyOf = (to: Recipient) => `checkIn:${to.clientId}:${isoWeek(to.today)}`;
  const taken = await takenKeys(deps.db, due.map(keyOf));
  let sent = 0;
  for (const to of due.filter((r) => !taken.has(keyOf(r)))) {
    const message = { kind: 'checkIn' as const, key: keyOf(to), now };
    const reason = `Weekly check-in "${form.title}" on her chosen day`;
    const written = await writeOnce(deps, to, { ...message, reason }, async (tx) => {
      const sendId = await sendFormByRule(tx, form, to, now);
      return checkInText(deps, to, { title: form.title, sendId });
    });
    if (written) sent += 1;
  }
  return sent;
}

/**
 * The practice's automatic check-ins and nudges (issue 36), run in the minute's reminder
 * round: each rule that is on finds, for all clients at once, who is due; a message goes
 * once under its key (decision 033), never inside her quiet hours, never to a client who
 * withdrew consent or whose package ended (unless the rule says so), and only by the
 * channels she allows. Answers how many messages it wrote.
 */
export async function sendAutomaticMessages(deps: AutomationDeps, now: Date): Promise<number> {
  const rules = await readRules(deps.db);
  const { checkIn, journalNudge, missedSession, retestDue } = rules;
  if (![checkIn, journalNudge, missedSession, retestDue].some((rule) => rule.enabled)) return 0;
  const today = isoDateFromToday(deps.config.defaultTimeZone, 0, now);
  const recipients = recipientsAt(deps, rules, await audienceOf(deps.db, today), now);
  if (recipients.length === 0) return 0;
  const candidates: Candidate[] = [
    ...(rules.journalNudge.enabled
      ? await journalNudges(deps.db, rules.journalNudge, recipients)
      : []),
    ...(rules.missedSession.enabled ? await missedSessions(deps.db, recipients, now) : []),
    ...(rules.retestDue.enabled ? await retestsDue(deps.db, recipients) : []),
  ];
  const taken = await takenKeys(
    deps.db,
    candidates.map((c) => c.key),
  );
  let sent = rules.checkIn.enabled ? await checkIns(deps, rules.checkIn, recipients, now) : 0;
  for (const candidate of candidates.filter((c) => !taken.has(c.key))) {
    const { to, kind, key, reason } = candidate;
    const text = automaticText(deps, candidate);
    if (await writeOnce(deps, to, { kind, key, reason, now }, () => Promise.resolve(text)))
      sent += 1;
  }
  if (sent > 0) deps.outbox.kick();
  return sent;
}
