import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { clients, users } from '#api/db/schema/index.ts';

/*
 * The questions every refusal rests on: whose client is whose, and who withdrew consent.
 * The access module imports nothing but the database layer, so every domain may ask them
 * without a dependency loop (issue 31).
 */

/** True when the client is assigned to this nutritionist. */
export async function isOwnClient(
  db: Executor,
  nutritionistId: number,
  clientId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.nutritionistId, nutritionistId)))
    .limit(1);
  return row !== undefined;
}

/** Her client ids: all of them, or those of `among` that are hers. */
export async function ownClientIds(
  db: Executor,
  nutritionistId: number,
  among?: number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.nutritionistId, nutritionistId),
        among ? inArray(clients.id, among) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

/** Whether a client has withdrawn consent (no new records about her may be made). */
export async function hasWithdrawn(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ withdrawnAt: users.consentWithdrawnAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(row?.withdrawnAt);
}

/** Which of these people have withdrawn consent (a bulk send skips them). */
export async function withdrawnAmong(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNotNull(users.consentWithdrawnAt)));
  return new Set(rows.map((row) => row.id));
}

/** The nutritionist a client is assigned to, or null (none, or no such client). */
export async function nutritionistIdOf(db: Executor, clientId: number): Promise<number | null> {
  const [row] = await db
    .select({ nutritionistId: clients.nutritionistId })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return row?.nutritionistId ?? null;
}
