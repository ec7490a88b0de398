import type { AssignedNutritionist, NutritionistRecord } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { notFound } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertSelf, nutritionistOf } from '#api/modules/access/client-access.ts';
import { findNutritionist } from './nutritionists.repository.ts';

/* A nutritionist's record as she reads it herself, and as her clients read it. */

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

/** What a client sees of her nutritionist: the profile, not the practice's counts or status. */
function card(record: NutritionistRecord): AssignedNutritionist {
  const { clientCount: _count, clients: _clients, status: _status, ...shown } = record;
  return shown;
}

/** A nutritionist's card, or null when there is none. */
export async function cardOf(
  deps: AppDeps,
  id: number | null,
): Promise<AssignedNutritionist | null> {
  const found = id === null ? undefined : await findNutritionist(deps.db, id);
  return found ? card(found) : null;
}

/** Her nutritionist's id; an email that is not hers answers 404, as if it did not exist. */
async function assignedId(deps: AppDeps, me: AuthUser, email?: string): Promise<number | null> {
  if (email !== undefined && email !== me.email) throw notFound('Client not found');
  return nutritionistOf(deps.db, me.id);
}

/** GET /nuts/id?id as a client: her own nutritionist's card; any other id is not found. */
export async function ownNutritionistById(
  deps: AppDeps,
  me: AuthUser,
  id: number,
): Promise<AssignedNutritionist[]> {
  const assignedTo = await assignedId(deps, me);
  const assigned = assignedTo === id ? await cardOf(deps, assignedTo) : null;
  if (!assigned) throw notFound('Nutritionist not found');
  return [assigned];
}

/** GET /client/nut?email: her nutritionist, or none. */
export async function ownNutritionist(
  deps: AppDeps,
  me: AuthUser,
  email: string,
): Promise<AssignedNutritionist[]> {
  const assigned = await cardOf(deps, await assignedId(deps, me, email));
  return assigned ? [assigned] : [];
}

/** Her nutritionist's id, when `nutId` names him; anyone else's answers 404. */
export async function ownNutritionistId(
  deps: AppDeps,
  me: AuthUser,
  email: string,
  nutId: number,
): Promise<number> {
  const assignedTo = await assignedId(deps, me, email);
  if (assignedTo === null || assignedTo !== nutId) throw notFound('Nutritionist not found');
  return assignedTo;
}
