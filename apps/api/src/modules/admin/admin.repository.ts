import { avg, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { adminProfiles, appointments, goals, ratings, users } from '#api/db/schema/index.ts';

export async function ratingOf(db: Executor, nutritionistId: number) {
  const [row] = await db
    .select({ average: avg(ratings.rating), count: count() })
    .from(ratings)
    .where(eq(ratings.nutritionistId, nutritionistId));
  const average =
    row?.average === null || row?.average === undefined
      ? null
      : Math.round(Number(row.average) * 10) / 10;
  return { average, count: row?.count ?? 0 };
}

export async function sessionsOf(db: Executor, clientId: number) {
  const rows = await db
    .select({
      id: appointments.id,
      scheduledAt: appointments.scheduledAt,
      status: appointments.status,
      notes: appointments.notes,
    })
    .from(appointments)
    .where(eq(appointments.clientId, clientId))
    .orderBy(desc(appointments.scheduledAt));
  return rows.map((row) => ({ ...row, scheduledAt: row.scheduledAt.toISOString() }));
}

export function goalsOf(db: Executor, clientId: number) {
  return db
    .select({
      id: goals.id,
      title: goals.title,
      type: goals.type,
      target: goals.target,
      progress: goals.progress,
      deadline: goals.deadline,
    })
    .from(goals)
    .where(eq(goals.clientId, clientId))
    .orderBy(desc(goals.createdAt));
}

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
