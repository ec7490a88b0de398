import type {
  addAppointmentSchema,
  CompletedAppointment,
  completeAppointmentSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { isOwnClient } from '../caseload/caseload.repository.ts';
import { clientsOfNutritionist } from '../clients/clients.repository.ts';
import * as repo from './appointments.repository.ts';

/** nId must be her own and the client one of hers; anything else is "not found". */
async function assertOwn(deps: AppDeps, me: AuthUser, nutritionistId: number, clientId: number) {
  if (nutritionistId !== me.id || !(await isOwnClient(deps.db, me.id, clientId))) {
    throw notFound('Client not found');
  }
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
    await repo.setSessions(tx, input.clientId, {
      lastSession: at,
      nextSession: input.nextSession ?? null,
      completed: true,
    });
  });
  return { message: 'Appointment completed' };
}

/** Her completed appointments, each with its client as a one-item array (§3). */
export async function completedAppointments(
  deps: AppDeps,
  me: AuthUser,
  nutritionistId: number,
): Promise<CompletedAppointment[]> {
  if (nutritionistId !== me.id) throw notFound('Nutritionist not found');
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
