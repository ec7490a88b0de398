import {
  type addAppointmentSchema,
  canCompleteOn,
  careMessages,
  type completeAppointmentSchema,
  type missedAppointmentSchema,
  type SessionNote,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { badRequest } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import {
  assertClientConsents,
  assertOwnClient,
  assertSelf,
} from '#api/modules/access/client-access.ts';
import { assertFuture } from './booking-rules.ts';
import { syncClientSessions } from './client-sessions.repository.ts';
import { bookSession } from './next-session.ts';
import { placeSession, sessionStartOf } from './session-day.ts';
import { createSession, sessionTransaction } from './session-writes.ts';
import { sessionAt } from './sessions.repository.ts';
import * as repo from './appointments.repository.ts';

/** nId must be her own and the client one of hers; anything else is "not found". */
async function assertOwn(deps: AppDeps, me: AuthUser, nutritionistId: number, clientId: number) {
  assertSelf(me, nutritionistId);
  await assertOwnClient(deps.db, me.id, clientId);
  // Booking, completing with notes and marking missed all add to her record (issue 18).
  await assertClientConsents(deps.db, clientId);
}

/**
 * Books a session for one of her clients at the time she chose (a date alone: placed on
 * that day), of her session length. The dialog picks the client by name and sends her id
 * (docs/product.md, "Choosing a client by name"). The session she already has booked there
 * is an answer, not a clash: the spec's screen adds what /client/updateSession has just
 * moved there.
 */
export async function addAppointment(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  input: z.output<typeof addAppointmentSchema>,
): Promise<{ message: string }> {
  await assertOwn(deps, me, input.nId, input.cId);
  await sessionTransaction(deps, (tx) =>
    bookSession(
      deps,
      tx,
      actor,
      { clientId: input.cId, nutritionistId: me.id },
      sessionStartOf(input.appointmentDate),
    ),
  );
  return { message: 'Appointment added' };
}

/**
 * Completes a session (docs/product.md, "Sessions completed from their day"): records it
 * with its notes (the booked one, or a new completed row of her session length) and books
 * the next session if she chose one, in one transaction; the client's last and next
 * session and "completed" follow from her appointments.
 */
export async function completeAppointment(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  input: z.output<typeof completeAppointmentSchema>,
): Promise<{ message: string }> {
  await assertOwn(deps, me, input.nutritionistId, input.clientId);
  const at = input.scheduledAt ?? deps.clock.now();
  // "Today" is the practice's calendar day: the server knows no viewer's zone.
  if (!canCompleteOn(at, deps.clock.now(), deps.config.defaultTimeZone)) {
    throw badRequest(careMessages.completeBeforeDay, 'SESSION_NOT_DUE');
  }
  const client = { clientId: input.clientId, nutritionistId: me.id };
  await sessionTransaction(deps, async (tx) => {
    const booked = await sessionAt(tx, client, at, 'booked');
    if (booked) {
      await repo.markCompleted(tx, booked, input.notes);
      await audit(tx, actor, 'update', 'appointment', booked, {
        after: { status: 'completed', notes: input.notes },
        subject: input.clientId,
      });
    } else {
      await createSession(deps, tx, actor, {
        ...client,
        start: at,
        status: 'completed',
        notes: input.notes,
      });
    }
    if (input.nextSession) {
      const next = await placeSession(deps, tx, client, sessionStartOf(input.nextSession));
      // The spec's screen always sends 2025-07-30: a next session must lie ahead.
      assertFuture(next, deps.clock.now(), careMessages.nextSessionInPast);
      await bookSession(deps, tx, actor, client, next);
    }
    await syncClientSessions(tx, input.clientId);
  });
  return { message: 'Appointment completed' };
}

/**
 * A session that did not happen: the booked row (or a new one) is kept as missed, and the
 * client no longer shows it as her next session. Allowed once it has started (decision 019).
 */
export async function markMissed(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  input: z.output<typeof missedAppointmentSchema>,
): Promise<{ message: string }> {
  await assertOwn(deps, me, input.nutritionistId, input.clientId);
  if (input.scheduledAt.getTime() > deps.clock.now().getTime()) {
    throw badRequest(careMessages.missedBeforeDay, 'SESSION_NOT_PAST');
  }
  await sessionTransaction(deps, async (tx) => {
    const booked = await sessionAt(
      tx,
      { clientId: input.clientId, nutritionistId: me.id },
      input.scheduledAt,
      'booked',
    );
    if (booked) {
      await repo.markMissed(tx, booked);
      await audit(tx, actor, 'update', 'appointment', booked, {
        after: { status: 'missed' },
        subject: input.clientId,
      });
    } else {
      await createSession(deps, tx, actor, {
        clientId: input.clientId,
        nutritionistId: me.id,
        start: input.scheduledAt,
        status: 'missed',
      });
    }
    await syncClientSessions(tx, input.clientId);
  });
  return { message: 'Session marked as missed' };
}

/** Her client's completed sessions and their notes, for the client record (issue 16). */
export async function clientSessions(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
): Promise<SessionNote[]> {
  await assertOwnClient(deps.db, me.id, clientId);
  const rows = await repo.completedOfClient(deps.db, clientId);
  return rows.map((row) => ({ ...row, scheduledAt: row.scheduledAt.toISOString() }));
}

/** Her completed sessions, newest first, with their notes (her caseload shows the clients). */
export const completedSessionsOf = (deps: AppDeps, nutritionistId: number) =>
  repo.completedFor(deps.db, nutritionistId);

/** Every session of one client, newest first, with its notes. */
export const sessionHistoryOf = (deps: AppDeps, clientId: number) =>
  repo.sessionHistoryOf(deps.db, clientId);
