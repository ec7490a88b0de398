import { eq, sql } from 'drizzle-orm';
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
