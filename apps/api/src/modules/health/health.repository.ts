import { sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';

/** The cheapest statement that proves the database answers. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
