import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';

/** What happened to a session; each sends its own email, text and notice. */
export type SessionChange = 'booked' | 'rescheduled' | 'cancelled';

/** Who made the change: the other person is the one told in the app. */
export interface SessionActor {
  role: 'client' | 'nutritionist' | 'admin' | 'system';
  userId: number | null;
}

/**
 * Called by the booking service inside the transaction that changed the session (after
 * the row is written): queues the confirmation/cancellation email with its .ics to both
 * people, the text when the messenger is configured, the in-app notice to the other
 * person, and replaces the session's pending reminders (none once cancelled).
 * The caller kicks `deps.outbox` after the commit.
 */
export async function onSessionChange(
  deps: AppDeps,
  tx: Executor,
  appointmentId: number,
  change: SessionChange,
  actor: SessionActor,
): Promise<void> {
  // Issue 17, part 2 (messages and reminders) fills this in.
  void deps;
  void tx;
  void appointmentId;
  void change;
  void actor;
}
