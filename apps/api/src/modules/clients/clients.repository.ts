import { asc, count, eq, getTableName, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClientRecord } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { clients, nutritionists, users } from '#api/db/schema/index.ts';

const assigned = alias(nutritionists, 'assigned');

/**
 * One column per field of the shared ClientRecord; only `address` is left out, as it
 * repeats `location` (toRecord adds it). A field missing here, or one the record does not
 * have, fails to compile, so this map cannot drift from the contract.
 */
const columns = {
  id: clients.id,
  name: clients.name,
  email: users.email,
  phone: clients.phone,
  location: clients.location,
  age: clients.age,
  gender: clients.gender,
  nId: clients.nutritionistId,
  nutritionist: assigned.name,
  issue: clients.issue,
  plan: clients.plan,
  planDescription: clients.planDescription,
  nextSession: clients.nextSession,
  lastSession: clients.lastSession,
  weight: clients.weight,
  height: clients.height,
  diet: clients.diet,
  allergies: clients.allergies,
  status: clients.status,
  completed: clients.completed,
  progress: clients.progress,
  profilePicUrl: clients.profilePicUrl,
} satisfies { [Field in Exclude<keyof ClientRecord, 'address'>]: unknown };

function select(db: Executor) {
  return db
    .select(columns)
    .from(clients)
    .innerJoin(users, eq(users.id, clients.id))
    .leftJoin(assigned, eq(assigned.id, clients.nutritionistId));
}

type Row = Awaited<ReturnType<typeof select>>[number];

function toRecord(row: Row): ClientRecord {
  return {
    ...row,
    address: row.location,
    nextSession: row.nextSession?.toISOString() ?? null,
    lastSession: row.lastSession?.toISOString() ?? null,
  };
}

function matching(q: string | undefined) {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(clients.name, pattern),
    ilike(users.email, pattern),
    ilike(assigned.name, pattern),
  );
}

/** One page of all clients, by name, matching `q` when given. */
export async function clientsPage(
  db: Executor,
  options: { q?: string; limit?: number; offset?: number },
): Promise<ClientRecord[]> {
  const query = select(db)
    .where(matching(options.q))
    .orderBy(asc(clients.name), asc(clients.id))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit).offset(options.offset ?? 0);
  return (await query).map(toRecord);
}

/** How many clients match `q` (all of them when it is empty). */
/** The tables a total is counted from: a change to any of them drops it (decision 005). */
export const COUNT_TABLES = [clients, users, nutritionists].map(getTableName);

export async function countClients(db: Executor, q: string | undefined): Promise<number> {
  const [totals] = await db
    .select({ n: count() })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.id))
    .leftJoin(assigned, eq(assigned.id, clients.nutritionistId))
    .where(matching(q));
  return totals?.n ?? 0;
}

export async function findClient(db: Executor, id: number): Promise<ClientRecord | undefined> {
  const [row] = await select(db).where(eq(clients.id, id)).limit(1);
  return row ? toRecord(row) : undefined;
}

export async function clientsOfNutritionist(
  db: Executor,
  nutritionistId: number,
): Promise<ClientRecord[]> {
  const rows = await select(db)
    .where(eq(clients.nutritionistId, nutritionistId))
    .orderBy(asc(clients.name));
  return rows.map(toRecord);
}

export type ClientFields = Partial<typeof clients.$inferInsert>;

export async function insertClient(
  db: Executor,
  fields: ClientFields & { id: number; name: string },
): Promise<void> {
  await db.insert(clients).values(fields);
}

export async function updateClient(db: Executor, id: number, fields: ClientFields): Promise<void> {
  await db
    .update(clients)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(clients.id, id));
}

export async function statusCounts(
  db: Executor,
): Promise<{ total: number; active: number; assigned: number }> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${clients.status} = 'active')::int`,
      assigned: sql<number>`count(${clients.nutritionistId})::int`,
    })
    .from(clients);
  return { total: row?.total ?? 0, active: row?.active ?? 0, assigned: row?.assigned ?? 0 };
}
