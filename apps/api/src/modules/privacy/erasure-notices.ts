import { pathIn, type ErasureReason, type Locale } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { textsFor } from '#api/lib/i18n.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';

/** The person an erasure is about, as its messages name her, and the language she reads. */
export interface ErasureSubject {
  id: number;
  email: string;
  name: string;
  language: Locale;
}

type MailDeps = Pick<AppDeps, 'outbox' | 'log' | 'config'>;

/** How each language writes the moment: "26 November 2026 at 3:30 pm" in English. */
const MOMENT_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The moment in the practice's time zone, e.g. "26 November 2026 at 3:30 pm". */
export const whenText = (deps: Pick<AppDeps, 'config'>, at: Date, language: Locale = 'en') =>
  new Intl.DateTimeFormat(MOMENT_LOCALE[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: deps.config.defaultTimeZone,
  }).format(at);

/**
 * The notice she gets when her erasure is scheduled, in her language (issue 33): when,
 * what goes, how to cancel. Its English repeats the privacy page's texts (erasureTexts).
 */
export async function mailErasureNotice(
  deps: MailDeps,
  db: Executor,
  who: ErasureSubject,
  reason: ErasureReason,
  scheduledFor: Date,
): Promise<void> {
  const { t, locale } = textsFor(who.language);
  const when = whenText(deps, scheduledFor, locale);
  await queueMessage(deps, db, {
    kind: 'privacy',
    channel: 'email',
    recipient: who.email,
    subject: t('messages.erasureScheduled.subject', { when }),
    body: [
      t('messages.greeting', { name: who.name }),
      '',
      t(`messages.erasureScheduled.${reason}`),
      '',
      `${t('messages.erasureScheduled.erasedOn', { when })} ${t('messages.erasureScheduled.explained')}`,
      '',
      reason === 'retention'
        ? t('messages.erasureScheduled.signIn')
        : t('messages.erasureScheduled.cancelHow', {
            url: `${deps.config.appUrl}${pathIn(locale, '/login')}`,
          }),
      '',
      t('messages.erasureScheduled.questions', {
        name: deps.config.privacy.contactName,
        email: deps.config.privacy.contactEmail,
      }),
    ].join('\n'),
  });
}

/** The confirmation that her erasure was cancelled, in her language. */
export async function mailErasureCancelled(deps: MailDeps, db: Executor, who: ErasureSubject) {
  const { t } = textsFor(who.language);
  await queueMessage(deps, db, {
    kind: 'privacy',
    channel: 'email',
    recipient: who.email,
    subject: t('messages.erasureCancelled.subject'),
    body: [
      t('messages.greeting', { name: who.name }),
      '',
      t('messages.erasureCancelled.done'),
      '',
      t('messages.erasureCancelled.notYou', {
        name: deps.config.privacy.contactName,
        email: deps.config.privacy.contactEmail,
      }),
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
