import type { Executor } from '#api/db/client.ts';
import type { UserEvent } from '#api/lib/event-bus.ts';
import { addNotice } from '#api/modules/notifications/notices.service.ts';
import * as reminders from './reminders.repository.ts';
import { queueSessionMessages, type MessageDeps } from './session-messages.ts';
import { sessionWithPeople } from './session-people.repository.ts';
import { changePathFor, peopleOf, sessionDetails, type SessionDetails } from './session-people.ts';
import { sessionNotice } from './session-texts.ts';

/** What happened to a session; each sends its own email, text and notice. */
export type SessionChange = 'booked' | 'rescheduled' | 'cancelled';

/** Who made the change: the other person is the one told in the app. */
export interface SessionActor {
  role: 'client' | 'nutritionist' | 'admin' | 'system';
  userId: number | null;
}

/** The side of the session who acted, when she is one of its two people. */
const actingPerson = (session: SessionDetails, actor: SessionActor) =>
  actor.role === 'client' || actor.role === 'nutritionist'
    ? peopleOf(session).find((p) => p.role === actor.role && p.userId === actor.userId)
    : undefined;

async function replaceReminders(
  deps: MessageDeps,
  tx: Executor,
  session: SessionDetails,
  change: SessionChange,
): Promise<void> {
  if (change === 'cancelled') {
    await reminders.cancelPendingReminders(tx, session.id);
    return;
  }
  if (change === 'rescheduled') await reminders.deletePendingReminders(tx, session.id);
  const offsets = await reminders.reminderOffsets(tx);
  await reminders.insertReminders(tx, session.id, session.start, offsets, deps.clock.now());
}

/**
 * Called by the booking service inside the transaction that changed the session (after
 * the row is written): queues the confirmation/cancellation email with its .ics to both
 * people, the text when the messenger is configured, the in-app notice to the other
 * person (both when an admin or the system acted), and replaces the session's pending
 * reminders (none once cancelled). The caller kicks `deps.outbox` and publishes the
 * returned live events after the commit (a notice is only readable once committed).
 */
export async function onSessionChange(
  deps: MessageDeps,
  tx: Executor,
  appointmentId: number,
  change: SessionChange,
  actor: SessionActor,
): Promise<UserEvent[]> {
  const row = await sessionWithPeople(tx, appointmentId);
  if (!row) throw new Error(`session ${appointmentId} was not found for its messages`);
  const session = sessionDetails(deps, row);
  await queueSessionMessages(deps, tx, session, change);
  const actorPerson = actingPerson(session, actor);
  const events: UserEvent[] = [];
  for (const person of peopleOf(session)) {
    if (person === actorPerson) continue;
    events.push(
      await addNotice(tx, {
        userId: person.userId,
        kind: 'booking',
        text: sessionNotice(change, session, person, actorPerson?.name ?? null),
        link: changePathFor(person),
      }),
    );
  }
  await replaceReminders(deps, tx, session, change);
  return events;
}
