import {
  portalMessages,
  type AssignedNutritionist,
  type ClientProfileFields,
  type ClientRecord,
  type NutritionistRecord,
  type OwnClientRecord,
  type clientMessageSchema,
  type ratingInputSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { notFound } from '#api/lib/errors.ts';
import { discardPhoto, storePhoto } from '#api/integrations/photos.ts';
import type { AuthUser } from '#api/modules/auth/auth-user.ts';
import { assertSelf } from '#api/modules/caseload/own-client.ts';
import { findClient, updateClient } from '#api/modules/clients/clients.repository.ts';
import { storeMessages } from '#api/modules/messages/messages.service.ts';
import { findNutritionist } from '#api/modules/nutritionists/nutritionists.repository.ts';
import * as repo from './portal.repository.ts';

const NOT_FOUND = 'Client not found';

/** Her own record; another client's email or id answers 404, as if it did not exist. */
async function self(deps: AppDeps, me: AuthUser, email?: string): Promise<ClientRecord> {
  if (email !== undefined && email !== me.email) throw notFound(NOT_FOUND);
  const client = await findClient(deps.db, me.id);
  if (!client) throw notFound(NOT_FOUND);
  return client;
}

/** What she sees of her nutritionist: the profile, not the practice's counts or status. */
function card(record: NutritionistRecord): AssignedNutritionist {
  const { clientCount: _count, clients: _clients, status: _status, ...shown } = record;
  return shown;
}

async function assignedTo(deps: AppDeps, client: ClientRecord) {
  const found = client.nId ? await findNutritionist(deps.db, client.nId) : undefined;
  return found ? card(found) : null;
}

/** GET /client/email?email: her record with her nutritionist's card (one-item array). */
export async function ownRecord(
  deps: AppDeps,
  me: AuthUser,
  email: string,
): Promise<OwnClientRecord[]> {
  const client = await self(deps, me, email);
  return [{ ...client, assignedNutritionist: await assignedTo(deps, client) }];
}

/** GET /nuts/id?id as a client: her own nutritionist's card; any other id is not found. */
export async function ownNutritionistById(
  deps: AppDeps,
  me: AuthUser,
  id: number,
): Promise<AssignedNutritionist[]> {
  const client = await self(deps, me);
  const assigned = client.nId === id ? await assignedTo(deps, client) : null;
  if (!assigned) throw notFound('Nutritionist not found');
  return [assigned];
}

/** GET /client/nut?email: her nutritionist, or none. */
export async function ownNutritionist(
  deps: AppDeps,
  me: AuthUser,
  email: string,
): Promise<AssignedNutritionist[]> {
  const assigned = await assignedTo(deps, await self(deps, me, email));
  return assigned ? [assigned] : [];
}

/** Her nutritionist's id, when `nutId` names him; anyone else's answers 404. */
async function ownNutritionistId(deps: AppDeps, me: AuthUser, email: string, nutId: number) {
  const client = await self(deps, me, email);
  if (client.nId === null || client.nId !== nutId) throw notFound('Nutritionist not found');
  return client.nId;
}

/** GET /nuts/rating?nutId&clientEmail: her current rating of her nutritionist, or none. */
export async function ownRating(deps: AppDeps, me: AuthUser, nutId: number, email: string) {
  return repo.ratingsBy(deps.db, me.id, await ownNutritionistId(deps, me, email, nutId));
}

/** POST /client/rateNutritionist: one rating per client and nutritionist; a new one replaces it. */
export async function rate(
  deps: AppDeps,
  me: AuthUser,
  input: z.output<typeof ratingInputSchema>,
): Promise<{ message: string }> {
  const nutritionistId = await ownNutritionistId(deps, me, input.clientEmail, input.nutId);
  await repo.saveRating(deps.db, { clientId: me.id, nutritionistId, rating: input.rating });
  return { message: portalMessages.thanksForRating };
}

/** POST /client/sendMessage: from her (whatever the body says) to her own nutritionist only. */
export async function sendToNutritionist(
  deps: AppDeps,
  me: AuthUser,
  input: z.output<typeof clientMessageSchema>,
): Promise<{ message: string }> {
  assertSelf(me, input.cId);
  const client = await self(deps, me);
  if (client.nId === null || client.nId !== input.nId) throw notFound('Nutritionist not found');
  await storeMessages(deps, [{ senderId: me.id, receiverId: client.nId, content: input.content }]);
  return { message: 'Message sent' };
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
