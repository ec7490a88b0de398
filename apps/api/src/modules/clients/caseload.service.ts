import type { ClientRecord, CompletedAppointment, NutritionistDetail } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { isoDateFromToday } from '#api/lib/dates.ts';
import { notFound } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertOwnClient, assertSelf } from '#api/modules/access/client-access.ts';
import { getNutritionist } from '#api/modules/nutritionists/nutritionists.service.ts';
import { ratingOf } from '#api/modules/nutritionists/ratings.service.ts';
import { completedSessionsOf } from '#api/modules/scheduling/appointments.service.ts';
import * as repo from './caseload.repository.ts';
import { clientsOfNutritionist as clientsOf, findClient } from './clients.repository.ts';

/* A nutritionist's caseload: her clients as her screens and the admin's detail page read it. */

/** Her list as JSON text, kept until a table it comes from changes (decision 005). */
function caseload(deps: AppDeps, nutritionistId: number): Promise<string> {
  // Her adherence is counted up to today: a new day is a new answer.
  const today = isoDateFromToday(deps.config.defaultTimeZone, 0, deps.clock.now());
  return deps.readCache.remember(`caseload:${nutritionistId}:${today}`, repo.CASELOAD_TABLES, () =>
    repo.caseloadJson(deps.db, nutritionistId, deps.config.defaultTimeZone, today),
  );
}

export async function myClients(
  deps: AppDeps,
  me: AuthUser,
  nutritionistId: number,
): Promise<string> {
  assertSelf(me, nutritionistId, 'Nutritionist not found');
  return caseload(deps, nutritionistId);
}

export async function myClientsByEmail(
  deps: AppDeps,
  me: AuthUser,
  email: string,
): Promise<string> {
  if (email.toLowerCase() !== me.email) throw notFound('Nutritionist not found');
  return caseload(deps, me.id);
}

/** One of her clients; anyone else's answers 404. */
export async function myClient(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
): Promise<ClientRecord> {
  await assertOwnClient(deps.db, me.id, clientId);
  const record = await findClient(deps.db, clientId);
  if (!record) throw notFound('Client not found');
  return record;
}

/** Her completed appointments, each with its client as a one-item array, as the spec answers. */
export async function completedAppointments(
  deps: AppDeps,
  me: AuthUser,
  nutritionistId: number,
): Promise<CompletedAppointment[]> {
  assertSelf(me, nutritionistId, 'Nutritionist not found');
  const [rows, clients] = await Promise.all([
    completedSessionsOf(deps, me.id),
    clientsOf(deps.db, me.id),
  ]);
  const byId = new Map(clients.map((client) => [client.id, client]));
  return rows.map((row) => {
    const client = byId.get(row.clientId);
    return { ...row, scheduledAt: row.scheduledAt.toISOString(), client: client ? [client] : [] };
  });
}

/** The admin's page of one nutritionist: her record, her rating and her clients. */
export async function nutritionistDetail(deps: AppDeps, id: number): Promise<NutritionistDetail> {
  const nutritionist = await getNutritionist(deps, id);
  const [rating, clients] = await Promise.all([ratingOf(deps, id), clientsOf(deps.db, id)]);
  return { nutritionist, rating, clients };
}
