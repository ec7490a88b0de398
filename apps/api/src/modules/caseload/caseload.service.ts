import type { ClientRecord, NutritionistRecord } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { isoDateFromToday } from '#api/lib/dates.ts';
import { notFound } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/auth/auth-user.ts';
import { findClient } from '#api/modules/clients/clients.repository.ts';
import { findNutritionist } from '#api/modules/nutritionists/nutritionists.repository.ts';
import * as repo from './caseload.repository.ts';
import { assertOwnClient, assertSelf } from './own-client.ts';

/** GET /nuts/email: her own record as a one-item array; any other email finds nothing. */
export async function findMeByEmail(
  deps: AppDeps,
  me: AuthUser,
  email: string,
): Promise<NutritionistRecord[]> {
  if (email.toLowerCase() !== me.email) return [];
  const record = await findNutritionist(deps.db, me.id);
  return record ? [record] : [];
}

export async function findMeById(
  deps: AppDeps,
  me: AuthUser,
  id: number,
): Promise<NutritionistRecord[]> {
  assertSelf(me, id, 'Nutritionist not found');
  const record = await findNutritionist(deps.db, id);
  if (!record) throw notFound('Nutritionist not found');
  return [record];
}

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
