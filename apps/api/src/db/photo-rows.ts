import { eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { photos } from './schema/index.ts';

/** The `photos` table as the database photo storage uses it (integrations/storage.ts). */
export function photoRowsIn(db: Executor) {
  return {
    insert: async (name: string, bytes: Buffer) => {
      await db.insert(photos).values({ name, bytes });
    },
    bytesOf: async (name: string) => {
      const [row] = await db
        .select({ bytes: photos.bytes })
        .from(photos)
        .where(eq(photos.name, name))
        .limit(1);
      return row?.bytes;
    },
    remove: async (name: string) => {
      await db.delete(photos).where(eq(photos.name, name));
    },
  };
}
