import type { ClientProfileFields, ClientRecord, OwnClientRecord } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { notFound } from '#api/lib/errors.ts';
import { discardPhoto, storePhoto } from '#api/integrations/photos.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { cardOf } from '#api/modules/nutritionists/assigned.service.ts';
import { findClient, updateClient } from './clients.repository.ts';

/* A client's own record, as she reads and edits it. */

const NOT_FOUND = 'Client not found';

/** Her own record; another client's email or id answers 404, as if it did not exist. */
async function self(deps: AppDeps, me: AuthUser, email?: string): Promise<ClientRecord> {
  if (email !== undefined && email !== me.email) throw notFound(NOT_FOUND);
  const client = await findClient(deps.db, me.id);
  if (!client) throw notFound(NOT_FOUND);
  return client;
}

/** GET /client/email?email: her record with her nutritionist's card (one-item array). */
export async function ownRecord(
  deps: AppDeps,
  me: AuthUser,
  email: string,
): Promise<OwnClientRecord[]> {
  const client = await self(deps, me, email);
  return [{ ...client, assignedNutritionist: await cardOf(deps, client.nId) }];
}

/**
 * POST /client/updateProfile: her own details, and a photo that is checked by its bytes and
 * re-encoded; the old photo file goes once the new one is saved. A field left out is kept.
 */
export async function updateOwnProfile(
  deps: AppDeps,
  me: AuthUser,
  fields: ClientProfileFields,
  photo: Buffer | undefined,
): Promise<ClientRecord> {
  const before = await self(deps, me, fields.email);
  const saved = photo ? await storePhoto(deps.photos, photo) : undefined;
  await updateClient(deps.db, me.id, {
    name: fields.name,
    phone: fields.phone,
    location: fields.location,
    age: fields.age,
    height: fields.height,
    weight: fields.Weight,
    diet: fields.diet,
    allergies: fields.allergies,
    ...(saved ? { profilePicUrl: saved } : {}),
  });
  if (saved) await discardPhoto(deps.photos, before.profilePicUrl);
  return self(deps, me);
}
