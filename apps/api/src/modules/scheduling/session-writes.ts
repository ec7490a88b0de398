import { randomBytes } from 'node:crypto';
import { CANCELLED_BY, SCHEDULING_DEFAULTS } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor, Transaction } from '#api/db/client.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import type { UserEvent } from '#api/lib/event-bus.ts';
import { retryingTransaction } from '#api/lib/retry-transaction.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import { findAvailability } from './availability.repository.ts';
import { syncClientSessions } from './client-sessions.repository.ts';
import { onSessionChange, type SessionActor } from './session-events.ts';
import {
  insertSession,
  lockNutritionistSessions,
  nextSequence,
  updateSession,
  type SessionRow,
} from './sessions.repository.ts';

const MINUTE = 60_000;

/**
 * Every change to a session goes through here, whichever call made it (the booking calls,
 * the spec's appointment calls, the client forms): the row, the client's derived next and
 * last session, the audit row and the session event (emails, reminders) in the caller's
 * transaction. Overlaps are refused by the database (appointments_no_overlap → 409).
 */
function sessionActor(actor: Actor): SessionActor {
  const role = (CANCELLED_BY as readonly string[]).includes(actor.role)
    ? (actor.role as SessionActor['role'])
    : 'system';
  return { role, userId: actor.id };
}

/** Her session length (45 minutes until she sets her hours). */
async function sessionMinutes(db: Executor, nutritionistId: number | null): Promise<number> {
  const hours = nutritionistId === null ? undefined : await findAvailability(db, nutritionistId);
  return hours?.slotMinutes ?? SCHEDULING_DEFAULTS.slotMinutes;
}

/**
 * A transaction of session changes, run again if PostgreSQL picks it as a deadlock victim
 * of a race for the same slot; once it has committed, the outbox is kicked and the other
 * person's open screens hear of the notice.
 */
export async function sessionTransaction<T>(
  deps: AppDeps,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let events: UserEvent[] = [];
  const result = await retryingTransaction(() =>
    deps.db.transaction(async (tx) => {
      // A retried attempt starts over: only the committed attempt's notices are told.
      events = [];
      pendingEvents.set(tx, events);
      return work(tx);
    }),
  );
  deps.outbox.kick();
  // The in-app notices exist once the transaction commits: tell the open screens now.
  if (events.length > 0) await deps.events.publish(events);
  return result;
}

/** Live events of notices written in a session transaction, published after its commit. */
const pendingEvents = new WeakMap<object, UserEvent[]>();

async function tellSession(...args: Parameters<typeof onSessionChange>): Promise<void> {
  const events = await onSessionChange(...args);
  pendingEvents.get(args[1])?.push(...events);
}

export interface NewSession {
  clientId: number;
  /** Null only for a client without a nutritionist (an admin's record of a session). */
  nutritionistId: number | null;
  start: Date;
  /** booked (the default) tells both people; a completed or missed record of the past does not. */
  status?: 'booked' | 'completed' | 'missed';
  notes?: string;
}

/** Writes a session of her length with its own unguessable video room (128 random bits). */
export async function createSession(
  deps: AppDeps,
  tx: Executor,
  actor: Actor,
  session: NewSession,
): Promise<number> {
  if (session.nutritionistId !== null) await lockNutritionistSessions(tx, session.nutritionistId);
  const minutes = await sessionMinutes(tx, session.nutritionistId);
  const row = {
    clientId: session.clientId,
    nutritionistId: session.nutritionistId,
    scheduledAt: session.start,
    endsAt: new Date(session.start.getTime() + minutes * MINUTE),
    videoRoom: randomBytes(16).toString('hex'),
    status: session.status ?? 'booked',
    ...(session.notes === undefined ? {} : { notes: session.notes }),
  };
  const id = await insertSession(tx, row);
  await syncClientSessions(tx, session.clientId);
  await audit(tx, actor, 'create', 'appointment', id, { after: row, subject: row.clientId });
  if (row.status === 'booked') await tellSession(deps, tx, id, 'booked', sessionActor(actor));
  return id;
}

/** Moves a booked session to a new start, keeping its length; calendars see a new SEQUENCE. */
export async function moveSession(
  deps: AppDeps,
  tx: Executor,
  actor: Actor,
  session: Pick<SessionRow, 'id' | 'clientId' | 'scheduledAt' | 'endsAt'>,
  start: Date,
): Promise<void> {
  const length = session.endsAt.getTime() - session.scheduledAt.getTime();
  const after = { scheduledAt: start, endsAt: new Date(start.getTime() + length) };
  await updateSession(tx, session.id, { ...after, sequence: nextSequence });
  await syncClientSessions(tx, session.clientId);
  await audit(tx, actor, 'update', 'appointment', session.id, {
    before: { scheduledAt: session.scheduledAt, endsAt: session.endsAt },
    after,
    subject: session.clientId,
  });
  await tellSession(deps, tx, session.id, 'rescheduled', sessionActor(actor));
}

/** Cancels a booked session, keeping who did it, when and why. */
export async function cancelSession(
  deps: AppDeps,
  tx: Executor,
  actor: Actor,
  session: Pick<SessionRow, 'id' | 'clientId'>,
  reason: string | undefined,
): Promise<void> {
  const by = sessionActor(actor).role;
  const after = { status: 'cancelled' as const, cancelledBy: by, cancelReason: reason || null };
  await updateSession(tx, session.id, {
    ...after,
    cancelledAt: deps.clock.now(),
    sequence: nextSequence,
  });
  await syncClientSessions(tx, session.clientId);
  await audit(tx, actor, 'update', 'appointment', session.id, {
    before: { status: 'booked' },
    after,
    subject: session.clientId,
  });
  await tellSession(deps, tx, session.id, 'cancelled', sessionActor(actor));
}
