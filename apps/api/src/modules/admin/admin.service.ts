import type {
  AdminCounts,
  AdminProfile,
  adminProfileInputSchema,
  ClientDetail,
  NutritionistDetail,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { notFound } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import {
  clientsOfNutritionist,
  statusCounts as clientCounts,
} from '#api/modules/clients/clients.repository.ts';
import { getClient } from '#api/modules/clients/clients.service.ts';
import { statusCounts as nutritionistCounts } from '#api/modules/nutritionists/nutritionists.repository.ts';
import { getNutritionist } from '#api/modules/nutritionists/nutritionists.service.ts';
import { progressOf } from '#api/modules/plans/plans.repository.ts';
import * as repo from './admin.repository.ts';

/** The stat cards, counted by the database rather than by loading every row. */
export async function counts(deps: AppDeps): Promise<AdminCounts> {
  const [n, c] = await Promise.all([nutritionistCounts(deps.db), clientCounts(deps.db)]);
  return {
    totalNutritionists: n.total,
    activeNutritionists: n.active,
    totalClients: c.total,
    activeClients: c.active,
    inactiveClients: c.total - c.active,
    assignedClients: c.assigned,
    avgClientsPerNutritionist: n.total === 0 ? '0.0' : (c.assigned / n.total).toFixed(1),
  };
}

export async function nutritionistDetail(deps: AppDeps, id: number): Promise<NutritionistDetail> {
  const nutritionist = await getNutritionist(deps, id);
  const [rating, clients] = await Promise.all([
    repo.ratingOf(deps.db, id),
    clientsOfNutritionist(deps.db, id),
  ]);
  return { nutritionist, rating, clients };
}

export async function clientDetail(deps: AppDeps, id: number): Promise<ClientDetail> {
  const client = await getClient(deps, id);
  const [sessions, progress, goals] = await Promise.all([
    repo.sessionsOf(deps.db, id),
    progressOf(deps.db, id),
    repo.goalsOf(deps.db, id),
  ]);
  return { client, sessions, progress, goals };
}

export async function profile(deps: AppDeps, adminId: number): Promise<AdminProfile> {
  const row = await repo.findAdminProfile(deps.db, adminId);
  if (!row) throw notFound('Profile not found');
  return {
    name: row.name ?? row.email,
    email: row.email,
    phone: row.phone ?? null,
    address: row.address ?? null,
  };
}

export async function updateProfile(
  deps: AppDeps,
  actor: Actor,
  input: z.output<typeof adminProfileInputSchema>,
): Promise<AdminProfile> {
  const before = await profile(deps, actor.id);
  // A field not sent keeps its value; a field sent blank clears it.
  const fields = {
    name: input.name,
    phone: input.phone === undefined ? before.phone : input.phone,
    address: input.address === undefined ? before.address : input.address,
  };
  await deps.db.transaction(async (tx) => {
    await repo.saveAdminProfile(tx, actor.id, fields);
    await audit(tx, actor, 'update', 'admin_profile', actor.id, {
      before,
      after: { ...before, ...fields },
    });
  });
  return { ...before, ...fields };
}
