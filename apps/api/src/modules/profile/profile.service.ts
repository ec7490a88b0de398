import type { NutritionistProfileFields, NutritionistRecord } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { notFound } from '#api/lib/errors.ts';
import { discardPhoto, storePhoto } from '#api/integrations/photos.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { findNutritionist } from '#api/modules/nutritionists/nutritionists.service.ts';
import { isProfilePhoto, saveNutritionistProfile } from './profile.repository.ts';

/**
 * Her own profile: text fields, and a photo that is checked by its bytes and re-encoded.
 * The old photo file goes once the new one is saved.
 */
export async function updateNutritionistProfile(
  deps: AppDeps,
  me: AuthUser,
  fields: NutritionistProfileFields,
  photo: Buffer | undefined,
): Promise<NutritionistRecord> {
  if (fields.email !== me.email) throw notFound('Nutritionist not found');
  const before = await findNutritionist(deps.db, me.id);
  if (!before) throw notFound('Nutritionist not found');
  const saved = photo ? await storePhoto(deps.photos, photo) : undefined;
  await saveNutritionistProfile(deps.db, me.id, fields, saved);
  if (saved) await discardPhoto(deps.photos, before.profilePicUrl);
  const after = await findNutritionist(deps.db, me.id);
  if (!after) throw notFound('Nutritionist not found');
  return after;
}

/**
 * A profile photo's bytes. Profile photos are public, served only under names we issued;
 * journal photos live in the same store under the same kind of name, so a name no profile
 * points at is 404 here: those are read only by their signed URL.
 */
export async function profilePhoto(deps: AppDeps, name: string): Promise<Buffer> {
  const photo = (await isProfilePhoto(deps.db, name)) ? await deps.photos.read(name) : undefined;
  if (!photo) throw notFound('Not found');
  return photo;
}
