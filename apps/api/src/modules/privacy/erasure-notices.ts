import type { ErasureReason } from '@nourishwell/shared';
import { erasureTexts } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';

/** The person an erasure is about, as its messages name her. */
export interface ErasureSubject {
  id: number;
  email: string;
  name: string;
}

type MailDeps = Pick<AppDeps, 'outbox' | 'log' | 'config'>;

/** The moment in the practice's time zone, e.g. "26 November 2026 at 3:30 pm". */
export const whenText = (deps: Pick<AppDeps, 'config'>, at: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: deps.config.defaultTimeZone,
  }).format(at);

const why: Record<ErasureReason, string> = {
  request: 'You asked us to erase your NourishWell account and all the data we keep about you.',
  withdrawal:
    'You withdrew your consent to NourishWell using your data. We have stopped using it, and your account and data will now be erased.',
  retention:
    'You have not signed in to NourishWell for a long time, so we no longer keep your data.',
};

/** The notice she gets when her erasure is scheduled: when, what goes, how to cancel. */
export async function mailErasureNotice(
  deps: MailDeps,
  db: Executor,
  who: ErasureSubject,
  reason: ErasureReason,
  scheduledFor: Date,
): Promise<void> {
  const when = whenText(deps, scheduledFor);
  await queueMessage(deps, db, {
    kind: 'privacy',
    channel: 'email',
    recipient: who.email,
    subject: `Your NourishWell account will be erased on ${when}`,
    body: [
      `Hello ${who.name},`,
      '',
      why[reason],
      '',
      `Your account and data will be erased on ${when}. ${erasureTexts.erasureExplained}`,
      '',
      reason === 'retention'
        ? 'To keep your account, simply sign in before then.'
        : `${erasureTexts.cancelHow} (${deps.config.appUrl}/login)`,
      '',
      `Questions: ${deps.config.privacy.contactName}, ${deps.config.privacy.contactEmail}.`,
    ].join('\n'),
  });
}

/** The confirmation that her erasure was cancelled. */
export async function mailErasureCancelled(deps: MailDeps, db: Executor, who: ErasureSubject) {
  await queueMessage(deps, db, {
    kind: 'privacy',
    channel: 'email',
    recipient: who.email,
    subject: 'Your NourishWell account will not be erased',
    body: [
      `Hello ${who.name},`,
      '',
      erasureTexts.cancelled,
      '',
      `If you did not cancel it, contact ${deps.config.privacy.contactName} at ${deps.config.privacy.contactEmail}.`,
    ].join('\n'),
  });
}

/** Tells the practice's admins by email that a client withdrew consent. */
export async function mailAdminsOfWithdrawal(
  deps: MailDeps,
  db: Executor,
  adminEmails: readonly string[],
  who: ErasureSubject,
  scheduledFor: Date,
) {
  for (const recipient of adminEmails) {
    await queueMessage(deps, db, {
      kind: 'privacy',
      channel: 'email',
      recipient,
      subject: 'A client withdrew consent',
      body: [
        `${who.name} withdrew consent to the use of their data on NourishWell.`,
        '',
        `Stop any processing of their data outside the app. Their account will be erased on ${whenText(deps, scheduledFor)}.`,
      ].join('\n'),
    });
  }
}

export const withdrawalNoticeText = (name: string) =>
  `${name} withdrew consent. Their health records are closed and nothing new can be recorded or sent to them; you can still cancel their sessions. Their account will be erased after the notice period.`;
