import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import type { OutgoingMessage } from '#api/integrations/transport.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import { sessionInvite } from './session-calendar.ts';
import { changePathFor, otherSide, peopleOf, type SessionDetails } from './session-people.ts';
import {
  sessionEmail,
  sessionTemplateParams,
  sessionText,
  type SessionMessageKind,
} from './session-texts.ts';

/** What queueing session messages needs: the outbox and where the app lives. */
export type MessageDeps = Pick<AppDeps, 'config' | 'clock' | 'outbox' | 'log'>;

const OUTBOX_KIND: Record<SessionMessageKind, NonNullable<OutgoingMessage['kind']>> = {
  booked: 'bookingConfirmed',
  rescheduled: 'bookingRescheduled',
  cancelled: 'bookingCancelled',
  reminder: 'reminder',
};

import { textRecipient } from '#api/lib/text-recipient.ts';

/**
 * Writes the email (with its .ics) to each person of the session, and a text to each
 * who has a phone when the messenger can deliver (otherwise a text would only wait in
 * the table for ever), in the caller's transaction. The caller kicks the outbox after
 * the commit.
 */
export async function queueSessionMessages(
  deps: MessageDeps,
  tx: Executor,
  session: SessionDetails,
  kind: SessionMessageKind,
  options: { offsetMinutes?: number; expiresAt?: Date } = {},
): Promise<void> {
  const channel = deps.config.scheduling.textChannel;
  const texting = deps.outbox.canDeliver(channel);
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  for (const person of peopleOf(session)) {
    const input = {
      kind,
      session,
      person,
      other: otherSide(session, person),
      changeUrl: `${deps.config.appUrl}${changePathFor(person)}`,
      ...(options.offsetMinutes === undefined ? {} : { offsetMinutes: options.offsetMinutes }),
    };
    const common = { kind: OUTBOX_KIND[kind], expiresAt: options.expiresAt ?? null };
    const email = sessionEmail(input);
    await queueMessage(deps, tx, {
      ...common,
      channel: 'email',
      recipient: person.email,
      subject: email.subject,
      body: email.body,
      calendar: { method, content: sessionInvite(deps, session, person, method) },
    });
    const phone = textRecipient(person.phone);
    if (texting && phone) {
      await queueMessage(deps, tx, {
        ...common,
        channel,
        recipient: phone,
        subject: null,
        body: sessionText(input),
        templateParams: sessionTemplateParams(input),
      });
    }
  }
}
