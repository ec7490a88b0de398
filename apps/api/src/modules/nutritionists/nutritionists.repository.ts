import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { NutritionistRecord } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { clients, nutritionists, users } from '#api/db/schema/index.ts';

const clientCount = sql<number>`(select count(*)::int from ${clients} where ${clients.nutritionistId} = ${nutritionists.id})`;

const columns = {
  id: nutritionists.id,
  name: nutritionists.name,
  email: users.email,
  phone: nutritionists.phone,
  location: nutritionists.location,
  specialization: nutritionists.specialization,
  experience: nutritionists.experience,
  qualifications: nutritionists.qualifications,
  bio: nutritionists.bio,
  status: nutritionists.status,
  clientCount,
  profilePicUrl: nutritionists.profilePicUrl,
};

interface Row {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  specialization: string;
  experience: number | null;
  qualifications: string[];
  bio: string | null;
  status: 'active' | 'inactive';
  clientCount: number;
  profilePicUrl: string | null;
}

/** Both names of each field, as the spec's screens read them. */
function toRecord(row: Row): NutritionistRecord {
  return {
    ...row,
    address: row.location,
    specialty: row.specialization,
    clients: row.clientCount,
  };
}

function matching(q: string | undefined) {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(nutritionists.name, pattern),
    ilike(users.email, pattern),
    ilike(nutritionists.specialization, pattern),
  );
}

export async function listNutritionists(
  db: Executor,
  options: { q?: string; limit?: number; offset?: number },
): Promise<{ rows: NutritionistRecord[]; total: number }> {
  const where = matching(options.q);
  const base = db
    .select(columns)
    .from(nutritionists)
    .innerJoin(users, eq(users.id, nutritionists.id))
    .where(where);
  const query = base.orderBy(asc(nutritionists.name), asc(nutritionists.id)).$dynamic();
  if (options.limit !== undefined) query.limit(options.limit).offset(options.offset ?? 0);
  const [rows, [totals]] = await Promise.all([
    query,
    db
      .select({ n: count() })
      .from(nutritionists)
      .innerJoin(users, eq(users.id, nutritionists.id))
      .where(where),
  ]);
  return { rows: (rows as Row[]).map(toRecord), total: totals?.n ?? 0 };
}

export async function findNutritionist(
  db: Executor,
  id: number,
): Promise<NutritionistRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(nutritionists)
    .innerJoin(users, eq(users.id, nutritionists.id))
    .where(eq(nutritionists.id, id))
    .limit(1);
  return row ? toRecord(row as Row) : undefined;
}

/** Ids of the nutritionists with this exact name (case-insensitive). */
export async function idsByName(db: Executor, name: string): Promise<number[]> {
  const rows = await db
    .select({ id: nutritionists.id })
    .from(nutritionists)
    .where(sql`lower(${nutritionists.name}) = lower(${name})`);
  return rows.map((row) => row.id);
}

export async function insertNutritionist(
  db: Executor,
  fields: {
    id: number;
    name: string;
    specialization: string;
    phone: string | null;
    location: string | null;
    status?: 'active' | 'inactive';
  },
): Promise<void> {
  await db.insert(nutritionists).values({ ...fields, status: fields.status ?? 'active' });
}

export async function updateNutritionist(
  db: Executor,
  id: number,
  fields: {
    name: string;
    specialization: string;
    phone?: string | null;
    location?: string | null;
    status?: 'active' | 'inactive';
  },
): Promise<void> {
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  await db
    .update(nutritionists)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(nutritionists.id, id));
}

export async function countClientsOf(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clients).where(eq(clients.nutritionistId, id));
  return row?.n ?? 0;
}

export async function moveClients(db: Executor, from: number, to: number): Promise<void> {
  await db
    .update(clients)
    .set({ nutritionistId: to, updatedAt: sql`now()` })
    .where(eq(clients.nutritionistId, from));
}

export async function statusCounts(db: Executor): Promise<{ total: number; active: number }> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${nutritionists.status} = 'active')::int`,
    })
    .from(nutritionists);
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}
