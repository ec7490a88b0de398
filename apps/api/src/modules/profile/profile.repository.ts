import { eq, sql } from 'drizzle-orm';
import type { NutritionistProfileFields } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { clients, nutritionists } from '#api/db/schema/index.ts';
import { PHOTO_PREFIX } from '#api/integrations/photos.ts';

/**
 * Whether a nutritionist's or a client's profile shows the stored photo `name`. Journal
 * photos share the store and its names, so the public files route serves only these.
 */
export async function isProfilePhoto(db: Executor, name: string): Promise<boolean> {
  const url = `${PHOTO_PREFIX}${name}`;
  const rows = await db
    .select({ found: sql<number>`1` })
    .from(nutritionists)
    .where(eq(nutritionists.profilePicUrl, url))
    .unionAll(
      db
        .select({ found: sql<number>`1` })
        .from(clients)
        .where(eq(clients.profilePicUrl, url)),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Writes her profile's text fields; a field the form left out keeps its value, and the
 * photo changes only when `profilePicUrl` is given.
 */
export async function saveNutritionistProfile(
  db: Executor,
  id: number,
  fields: NutritionistProfileFields,
  profilePicUrl: string | undefined,
): Promise<void> {
  await db
    .update(nutritionists)
    .set({
      name: fields.name,
      specialization: fields.specialization,
      ...(fields.experience !== undefined ? { experience: fields.experience } : {}),
      ...(fields.bio !== undefined ? { bio: fields.bio || null } : {}),
      ...(fields.qualifications !== undefined ? { qualifications: fields.qualifications } : {}),
      ...(profilePicUrl ? { profilePicUrl } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(nutritionists.id, id));
}
