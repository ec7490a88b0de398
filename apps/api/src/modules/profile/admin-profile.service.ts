import type { AdminProfile, adminProfileInputSchema } from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { notFound } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import * as repo from './admin-profile.repository.ts';

/** The admin's own profile; an admin made without a profile row shows her email as her name. */
export async function adminProfile(deps: AppDeps, adminId: number): Promise<AdminProfile> {
  const row = await repo.findAdminProfile(deps.db, adminId);
  if (!row) throw notFound('Profile not found');
  return {
    name: row.name ?? row.email,
    email: row.email,
    phone: row.phone ?? null,
    address: row.address ?? null,
  };
}

/** Her own profile: a field not sent keeps its value, and the change is audited. */
export async function updateAdminProfile(
  deps: AppDeps,
  actor: Actor,
  input: z.output<typeof adminProfileInputSchema>,
): Promise<AdminProfile> {
  const before = await adminProfile(deps, actor.id);
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
