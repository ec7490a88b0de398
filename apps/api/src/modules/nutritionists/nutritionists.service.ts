import {
  adminMessages,
  type CreatedNutritionist,
  type ListQuery,
  type NutritionistFields,
  type NutritionistRecord,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { temporaryPassword } from '../../lib/temporary-password.ts';
import { queueWelcomeEmail } from '../admin/account-email.ts';
import type { Actor } from '../audit/actor.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import {
  deleteUser,
  findUserByEmail,
  insertUser,
  updateUserEmail,
} from '../auth/auth.repository.ts';
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

async function ensureEmailFree(deps: AppDeps, email: string, exceptId?: number) {
  const holder = await findUserByEmail(deps.db, email);
  if (holder && holder.id !== exceptId) throw conflict(adminMessages.emailTaken, 'EMAIL_TAKEN');
}

/** D4: the login, the profile, the audit row and the welcome email, in one transaction. */
export async function createNutritionist(
  deps: AppDeps,
  actor: Actor,
  input: NutritionistFields,
): Promise<CreatedNutritionist> {
  await ensureEmailFree(deps, input.email);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const created = await deps.db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      email: input.email,
      passwordHash,
      role: 'nutritionist',
      mustChangePassword: true,
    });
    await repo.insertNutritionist(tx, {
      id,
      name: input.name,
      specialization: input.specialization,
      phone: input.phone,
      location: input.location,
      status: input.status,
    });
    const record = await repo.findNutritionist(tx, id);
    if (!record) throw new Error('nutritionist not created');
    await recordAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'create',
      entity: 'nutritionist',
      entityId: id,
      after: record,
      ip: actor.ip,
    });
    await queueWelcomeEmail(deps, tx, {
      name: input.name,
      email: input.email,
      role: 'nutritionist',
      temporaryPassword: password,
    });
    return record;
  });
  deps.outbox.kick();
  return { ...created, temporaryPassword: password };
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
    await recordAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'update',
      entity: 'nutritionist',
      entityId: id,
      before,
      after,
      ip: actor.ip,
    });
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
  await deps.db.transaction(async (tx) => {
    const clients = await repo.countClientsOf(tx, id);
    if (clients > 0 && reassignTo === undefined) {
      throw conflict(adminMessages.nutritionistHasClients(clients), 'NUTRITIONIST_HAS_CLIENTS');
    }
    if (clients > 0 && reassignTo !== undefined) await repo.moveClients(tx, id, reassignTo);
    await deleteUser(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'delete',
      entity: 'nutritionist',
      entityId: id,
      before,
      after: reassignTo ? { clientsMovedTo: reassignTo, clients } : null,
      ip: actor.ip,
    });
  });
  return { message: 'Nutritionist deleted successfully' };
}
