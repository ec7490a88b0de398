import type { Locale, Role } from '@nourishwell/shared';
import { textsForPerson, type Texts } from '#api/lib/i18n.ts';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import { hoursOf } from '#api/modules/scheduling/availability.service.ts';

/** "Tue, 1 Dec 2026, 10:00 (Asia/Kolkata)": the moment in her zone, named, in her language. */
export function momentIn(texts: Texts, timeZone: string, at: Date): string {
  return texts.t('messages.moment', {
    date: texts.date(at, timeZone),
    at: texts.clock(at, timeZone),
    zone: texts.zone(timeZone, at),
  });
}

/**
 * A nutritionist reads times in the zone of her working hours; everyone else in the
 * practice's. Read through the caller's transaction (PGlite has one connection).
 */
async function zoneOf(deps: AppDeps, db: Executor, person: { id: number; role: Role }) {
  const hours = person.role === 'nutritionist' ? await hoursOf(db, person.id) : undefined;
  return hours?.timeZone ?? deps.config.defaultTimeZone;
}

/**
 * Issue 30: tells the owner her password changed, in the transaction that changed it, so
 * a change she did not make does not go unnoticed. It holds no secret (never the password)
 * and says what to do if it was not her: the reset link goes to this address only. A
 * client reads it in her language (issue 33).
 */
export async function queuePasswordChangedMail(
  deps: AppDeps,
  db: Executor,
  person: { id: number; role: Role; email: string; name: string; language: Locale },
): Promise<void> {
  const texts = textsForPerson(person);
  const { t } = texts;
  const when = momentIn(texts, await zoneOf(deps, db, person), deps.clock.now());
  await queueMessage(deps, db, {
    kind: 'passwordChanged',
    channel: 'email',
    recipient: person.email,
    subject: t('messages.passwordChanged.subject'),
    body: [
      t('messages.greeting', { name: person.name }),
      '',
      t('messages.passwordChanged.changed', { when }),
      '',
      t('messages.passwordChanged.ifYou'),
      '',
      t('messages.passwordChanged.ifNot', {
        url: `${deps.config.appUrl}/forgotpassword`,
        email: deps.config.mail.practiceEmail,
      }),
      '',
      t('messages.signature'),
    ].join('\n'),
  });
}
