import {
  type addAppointmentSchema,
  canCompleteOn,
  careMessages,
  type CompletedAppointment,
  type completeAppointmentSchema,
  daysUntil,
  type missedAppointmentSchema,
  type SessionNote,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth-user.ts';
import { assertOwnClient, assertSelf } from '../caseload/own-client.ts';
import { clientsOfNutritionist } from '../clients/clients.repository.ts';
import * as repo from './appointments.repository.ts';

/** nId must be her own and the client one of hers; anything else is "not found". */
async function assertOwn(deps: AppDeps, me: AuthUser, nutritionistId: number, clientId: number) {
  assertSelf(me, nutritionistId);
  await assertOwnClient(deps.db, me.id, clientId);
}

/** Books a session (D9): the appointment row and the client's next session, together. */
export async function addAppointment(
  deps: AppDeps,
  me: AuthUser,
  input: z.output<typeof addAppointmentSchema>,
): Promise<{ message: string }> {
  await assertOwn(deps, me, input.nId, input.cId);
  await deps.db.transaction(async (tx) => {
    await repo.insertScheduled(tx, {
      clientId: input.cId,
      nutritionistId: me.id,
      scheduledAt: input.appointmentDate,
    });
    await repo.setSessions(tx, input.cId, { nextSession: input.appointmentDate, completed: false });
  });
  return { message: 'Appointment added' };
}

/**
 * D5: records the session with its notes (the booked one, or a new row), sets the last
 * session to it and the next session to the chosen date or none, and marks the client
 * completed — all in one transaction, so a failure leaves nothing half-done.
 */
export async function completeAppointment(
  deps: AppDeps,
  me: AuthUser,
  input: z.output<typeof completeAppointmentSchema>,
): Promise<{ message: string }> {
  await assertOwn(deps, me, input.nutritionistId, input.clientId);
  const at = input.scheduledAt ?? new Date();
  // "Today" is the practice's calendar day: the server knows no viewer's zone.
  if (!canCompleteOn(at, new Date(), deps.config.defaultTimeZone)) {
    throw badRequest(careMessages.completeBeforeDay, 'SESSION_NOT_DUE');
  }
  await deps.db.transaction(async (tx) => {
    const booked = await repo.findScheduled(tx, input.clientId, at);
    if (booked) await repo.markCompleted(tx, booked, input.notes);
    else
      await repo.insertCompleted(tx, {
        clientId: input.clientId,
        nutritionistId: me.id,
        scheduledAt: at,
        notes: input.notes,
      });
    if (input.nextSession) {
      await repo.insertScheduled(tx, {
        clientId: input.clientId,
        nutritionistId: me.id,
        scheduledAt: input.nextSession,
      });
    }
    // "Completed" describes the client only while nothing is booked after the session:
    // a booked next session keeps its own badge and its own Complete button (issue 13).
    await repo.setSessions(tx, input.clientId, {
      lastSession: at,
      nextSession: input.nextSession ?? null,
      completed: !input.nextSession,
    });
  });
  return { message: 'Appointment completed' };
}

/**
 * A past session that did not happen: the booked row (or a new one) is kept as missed,
 * and the client no longer shows it as her next session. Only after the session's day.
 */
export async function markMissed(
  deps: AppDeps,
  me: AuthUser,
  input: z.output<typeof missedAppointmentSchema>,
): Promise<{ message: string }> {
  await assertOwn(deps, me, input.nutritionistId, input.clientId);
  if (daysUntil(input.scheduledAt, new Date(), deps.config.defaultTimeZone) >= 0) {
    throw badRequest(careMessages.missedBeforeDay, 'SESSION_NOT_PAST');
  }
  await deps.db.transaction(async (tx) => {
    const booked = await repo.findScheduled(tx, input.clientId, input.scheduledAt);
    if (booked) await repo.markMissed(tx, booked);
    else
      await repo.insertMissed(tx, {
        clientId: input.clientId,
        nutritionistId: me.id,
        scheduledAt: input.scheduledAt,
      });
    const next = await repo.nextSessionOf(tx, input.clientId);
    if (next?.getTime() === input.scheduledAt.getTime()) {
      await repo.setSessions(tx, input.clientId, { nextSession: null });
    }
  });
  return { message: 'Session marked as missed' };
}

/** Her completed appointments, each with its client as a one-item array (§3). */
export async function completedAppointments(
  deps: AppDeps,
  me: AuthUser,
  nutritionistId: number,
): Promise<CompletedAppointment[]> {
  assertSelf(me, nutritionistId, 'Nutritionist not found');
  const [rows, clients] = await Promise.all([
    repo.completedFor(deps.db, me.id),
    clientsOfNutritionist(deps.db, me.id),
  ]);
  const byId = new Map(clients.map((client) => [client.id, client]));
  return rows.map((row) => {
    const client = byId.get(row.clientId);
    return { ...row, scheduledAt: row.scheduledAt.toISOString(), client: client ? [client] : [] };
  });
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
