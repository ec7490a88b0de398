import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { adminProfiles, users } from '#api/db/schema/index.ts';

/** An admin's profile row with her sign-in email (no row yet: the email alone). */
export async function findAdminProfile(db: Executor, id: number) {
  const [row] = await db
    .select({
      name: adminProfiles.name,
      email: users.email,
      phone: adminProfiles.phone,
      address: adminProfiles.address,
    })
    .from(users)
    .leftJoin(adminProfiles, eq(adminProfiles.id, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Creates the profile row of an admin made without one (create-admin always makes one). */
export async function saveAdminProfile(
  db: Executor,
  id: number,
  fields: { name: string; phone: string | null; address: string | null },
) {
  await db
    .insert(adminProfiles)
    .values({ id, ...fields })
    .onConflictDoUpdate({ target: adminProfiles.id, set: { ...fields, updatedAt: sql`now()` } });
}
