import type { Role } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import { hoursOf } from '#api/modules/scheduling/availability.service.ts';

/** "Tue, 1 Dec 2026, 10:00 (Asia/Kolkata)": the moment in her own zone, named. */
export function momentIn(timeZone: string, at: Date): string {
  const date = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(at);
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return `${date}, ${clock} (${timeZone})`;
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
 * and says what to do if it was not her: the reset link goes to this address only.
 */
export async function queuePasswordChangedMail(
  deps: AppDeps,
  db: Executor,
  person: { id: number; role: Role; email: string; name: string },
): Promise<void> {
  const when = momentIn(await zoneOf(deps, db, person), deps.clock.now());
  await queueMessage(deps, db, {
    kind: 'passwordChanged',
    channel: 'email',
    recipient: person.email,
    subject: 'Your NourishWell password was changed',
    body: [
      `Hello ${person.name},`,
      '',
      `The password of your NourishWell account was changed on ${when}. Every other device signed in to your account was signed out.`,
      '',
      'If you changed it, there is nothing more to do.',
      '',
      `If you did not, someone else may be using your account. Choose a new password now at ${deps.config.appUrl}/forgotpassword: the link is sent only to this email address, and the new password signs out every device again. Then tell us at ${deps.config.mail.practiceEmail}.`,
      '',
      '— NourishWell',
    ].join('\n'),
  });
}
