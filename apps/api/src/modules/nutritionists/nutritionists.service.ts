import { cancelSessionsHandedBack } from '#api/modules/scheduling/hand-back.ts';
import { sessionTransaction } from '#api/modules/scheduling/session-writes.ts';
import {
  adminMessages,
  type CreatedNutritionist,
  type ListQuery,
  type NutritionistFields,
  type NutritionistRecord,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { badRequest, conflict, notFound } from '#api/lib/errors.ts';
import { createAccount, ensureEmailFree } from '#api/modules/accounts/create-account.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import {
  deleteUser,
  findUserByEmail,
  updateUserEmail,
} from '#api/modules/accounts/accounts.service.ts';
import * as repo from './nutritionists.repository.ts';

const NOT_FOUND = 'Nutritionist not found';

export function listNutritionists(deps: AppDeps, query: ListQuery) {
  return repo.listNutritionists(deps.db, query);
}

export async function getNutritionist(deps: AppDeps, id: number): Promise<NutritionistRecord> {
  const found = await repo.findNutritionist(deps.db, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/**
 * The login with a temporary password (docs/product.md, "Temporary passwords"), the profile,
 * the audit row and the welcome email, in one transaction.
 */
export function createNutritionist(
  deps: AppDeps,
  actor: Actor,
  input: NutritionistFields,
): Promise<CreatedNutritionist> {
  return createAccount(
    deps,
    actor,
    { role: 'nutritionist', email: input.email, name: input.name },
    {
      insert: (tx, id) =>
        repo.insertNutritionist(tx, {
          id,
          name: input.name,
          specialization: input.specialization,
          phone: input.phone,
          location: input.location,
          status: input.status,
        }),
      find: repo.findNutritionist,
    },
  );
}

export async function updateNutritionist(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: NutritionistFields,
): Promise<NutritionistRecord> {
  const before = await getNutritionist(deps, id);
  await ensureEmailFree(deps, input.email, id);
  return deps.db.transaction(async (tx) => {
    if (input.email !== before.email) await updateUserEmail(tx, id, input.email);
    await repo.updateNutritionist(tx, id, {
      name: input.name,
      specialization: input.specialization,
      // The dashboard dialog sends neither phone nor location: keep what is there.
      phone: input.phone ?? undefined,
      location: input.location ?? undefined,
      status: input.status,
    });
    const after = await repo.findNutritionist(tx, id);
    if (!after) throw notFound(NOT_FOUND);
    await audit(tx, actor, 'update', 'nutritionist', id, { before, after });
    return after;
  });
}

/**
 * A nutritionist with clients is deleted only together with handing the clients to
 * another nutritionist (`reassignTo`), in one transaction; otherwise 409 says how many.
 */
export async function deleteNutritionist(
  deps: AppDeps,
  actor: Actor,
  id: number,
  reassignTo: number | undefined,
): Promise<{ message: string }> {
  const before = await getNutritionist(deps, id);
  if (reassignTo === id) throw badRequest(adminMessages.reassignToSelf, 'REASSIGN_TO_SELF');
  if (reassignTo !== undefined && !(await repo.findNutritionist(deps.db, reassignTo))) {
    throw badRequest(
      'The nutritionist chosen to take over the clients was not found.',
      'REASSIGN_TARGET_NOT_FOUND',
    );
  }
  await sessionTransaction(deps, async (tx) => {
    const clients = await repo.countClientsOf(tx, id);
    if (clients > 0 && reassignTo === undefined) {
      throw conflict(adminMessages.nutritionistHasClients(clients), 'NUTRITIONIST_HAS_CLIENTS');
    }
    // Her booked sessions go with her: each client is told and books with the new one.
    await cancelSessionsHandedBack(deps, tx, actor, { nutritionistId: id });
    if (clients > 0 && reassignTo !== undefined) await repo.moveClients(tx, id, reassignTo);
    await deleteUser(tx, id);
    await audit(tx, actor, 'delete', 'nutritionist', id, {
      before,
      after: reassignTo ? { clientsMovedTo: reassignTo, clients } : null,
    });
  });
  return { message: 'Nutritionist deleted successfully' };
}

/** Her record, and the ids of those whose name matches: the client screens ask. */
export { findNutritionist, idsByName } from './nutritionists.repository.ts';

/** How many nutritionists there are and how many are active (the admin's stat cards). */
export const statusCounts = (deps: AppDeps) => repo.statusCounts(deps.db);

/**
 * POST /nuts/delete (the spec's form): the nutritionist named by id or, failing
 * that, by her email; her clients go to `reassignTo` when given.
 */
export async function deleteNutritionistNamed(
  deps: AppDeps,
  actor: Actor,
  named: { id?: number | undefined; email?: string | undefined; reassignTo?: number | undefined },
) {
  const { id, email, reassignTo } = named;
  const target = id ?? (email ? (await findUserByEmail(deps.db, email))?.id : undefined);
  if (!id && !email) throw badRequest('Give the id or the email of the nutritionist to delete.');
  if (target === undefined) throw notFound('Nutritionist not found');
  return deleteNutritionist(deps, actor, target, reassignTo);
}
