import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import type { OutgoingMessage } from '#api/integrations/transport.ts';
import {
  clientRoute,
  emailAllowed,
  type ClientRoute,
} from '#api/modules/notifications/client-channels.ts';
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
 * Where a person's messages about the session go: the client's by her own channels
 * (issue 36), the nutritionist's by the practice's text channel when it can deliver.
 */
async function routeFor(
  deps: MessageDeps,
  tx: Executor,
  person: SessionDetails['client'],
): Promise<ClientRoute> {
  if (person.role === 'client') return clientRoute(deps, tx, person.userId);
  const channel = deps.config.scheduling.textChannel;
  return { text: deps.outbox.canDeliver(channel) ? channel : null, email: true };
}

/**
 * Writes the email (with its .ics) to each person of the session, and a text to each
 * who has a phone and a channel that can deliver (otherwise a text would only wait in
 * the table for ever), in the caller's transaction. The client's go by her choices: a
 * reminder's email obeys her email switch, a booking's email with its .ics always goes.
 * The caller kicks the outbox after the commit.
 */
export async function queueSessionMessages(
  deps: MessageDeps,
  tx: Executor,
  session: SessionDetails,
  kind: SessionMessageKind,
  options: { offsetMinutes?: number; expiresAt?: Date } = {},
): Promise<void> {
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
    const route = await routeFor(deps, tx, person);
    const common = {
      kind: OUTBOX_KIND[kind],
      expiresAt: options.expiresAt ?? null,
      clientId: person.role === 'client' ? person.userId : null,
    };
    if (emailAllowed(route, common.kind)) {
      const email = sessionEmail(input);
      await queueMessage(deps, tx, {
        ...common,
        channel: 'email',
        recipient: person.email,
        subject: email.subject,
        body: email.body,
        calendar: { method, content: sessionInvite(deps, session, person, method) },
      });
    }
    const phone = textRecipient(person.phone);
    if (route.text && phone) {
      await queueMessage(deps, tx, {
        ...common,
        channel: route.text,
        recipient: phone,
        subject: null,
        body: sessionText(input),
        templateParams: sessionTemplateParams(input),
      });
    }
  }
}
