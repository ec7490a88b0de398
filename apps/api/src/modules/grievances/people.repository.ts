import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { adminProfiles, clients, nutritionists, users } from '#api/db/schema/index.ts';

export interface Person {
  id: number;
  name: string;
  email: string;
  role: string;
  /** How she reads her letters (issue 33): her language and digits. */
  language: string;
  devanagariDigits: boolean;
}

/** People by id with the name on whichever profile they have; unknown ids are left out. */
export async function peopleByIds(db: Executor, ids: readonly number[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: sql<string>`coalesce(${clients.name}, ${nutritionists.name}, ${adminProfiles.name}, ${users.email})`,
      email: users.email,
      role: users.role,
      language: users.language,
      devanagariDigits: users.devanagariDigits,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.id))
    .leftJoin(nutritionists, eq(nutritionists.id, users.id))
    .leftJoin(adminProfiles, eq(adminProfiles.id, users.id))
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.id));
}

/** Every client's id ("all clients" in the breach register). */
export async function allClientIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'client'));
  return rows.map((row) => row.id);
}

/** Every admin's id: the people told in the app of a new data concern. */
export async function adminIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  return rows.map((row) => row.id);
}
