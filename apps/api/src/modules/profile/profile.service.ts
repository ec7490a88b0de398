import { eq, sql } from 'drizzle-orm';
import type { NutritionistProfileFields, NutritionistRecord } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { nutritionists } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';
import { discardPhoto, storePhoto } from '#api/integrations/photos.ts';
import type { AuthUser } from '#api/modules/auth/auth-user.ts';
import { findNutritionist } from '#api/modules/nutritionists/nutritionists.repository.ts';

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
  await deps.db
    .update(nutritionists)
    .set({
      name: fields.name,
      specialization: fields.specialization,
      ...(fields.experience !== undefined ? { experience: fields.experience } : {}),
      ...(fields.bio !== undefined ? { bio: fields.bio || null } : {}),
      ...(fields.qualifications !== undefined ? { qualifications: fields.qualifications } : {}),
      ...(saved ? { profilePicUrl: saved } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(nutritionists.id, me.id));
  if (saved) await discardPhoto(deps.photos, before.profilePicUrl);
  const after = await findNutritionist(deps.db, me.id);
  if (!after) throw notFound('Nutritionist not found');
  return after;
}
