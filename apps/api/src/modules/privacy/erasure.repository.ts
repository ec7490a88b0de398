import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { ErasureReason, ErasureRequestRecord } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import {
  adminProfiles,
  clients,
  consents,
  erasedMessages,
  erasureReceipts,
  erasureRequests,
  users,
} from '#api/db/schema/index.ts';

export interface ErasureRow {
  id: number;
  userId: number;
  reason: ErasureReason;
  requestedAt: Date;
  scheduledFor: Date;
  attempts: number;
}

const columns = {
  id: erasureRequests.id,
  userId: erasureRequests.userId,
  reason: erasureRequests.reason,
  requestedAt: erasureRequests.requestedAt,
  scheduledFor: erasureRequests.scheduledFor,
  attempts: erasureRequests.attempts,
};

export const requestView = (
  row: Pick<ErasureRow, 'id' | 'reason' | 'requestedAt' | 'scheduledFor'>,
  status: ErasureRequestRecord['status'] = 'pending',
): ErasureRequestRecord => ({
  id: row.id,
  reason: row.reason,
  status,
  requestedAt: row.requestedAt.toISOString(),
  scheduledFor: row.scheduledFor.toISOString(),
});

export async function pendingFor(db: Executor, userId: number): Promise<ErasureRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(erasureRequests)
    .where(and(eq(erasureRequests.userId, userId), eq(erasureRequests.status, 'pending')))
    .limit(1);
  return row;
}

/**
 * A new pending request, or nothing when one already waits (the partial unique index keeps
 * one per person, also when two requests race).
 */
export async function insertPending(
  db: Executor,
  userId: number,
  reason: ErasureReason,
  requestedAt: Date,
  scheduledFor: Date,
): Promise<ErasureRow | undefined> {
  const [row] = await db
    .insert(erasureRequests)
    .values({ userId, reason, requestedAt, scheduledFor })
    .onConflictDoNothing()
    .returning(columns);
  return row;
}

/** Cancels her pending request (of one of `reasons` when given); answers it or nothing. */
export async function cancelPending(
  db: Executor,
  userId: number,
  reasons?: readonly ErasureReason[],
): Promise<ErasureRow | undefined> {
  const [row] = await db
    .update(erasureRequests)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(
      and(
        eq(erasureRequests.userId, userId),
        eq(erasureRequests.status, 'pending'),
        reasons ? inArray(erasureRequests.reason, [...reasons]) : undefined,
      ),
    )
    .returning(columns);
  return row;
}

/** Ids of requests whose notice has run out, oldest first (each is then locked on its own). */
export async function dueIds(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: erasureRequests.id })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.status, 'pending'), lte(erasureRequests.scheduledFor, now)))
    .orderBy(asc(erasureRequests.scheduledFor))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Locks one due request for this run; another process already erasing it (or a
 * cancellation that came first) makes this answer nothing.
 */
export async function claim(db: Executor, id: number, now: Date): Promise<ErasureRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(erasureRequests)
    .where(
      and(
        eq(erasureRequests.id, id),
        eq(erasureRequests.status, 'pending'),
        lte(erasureRequests.scheduledFor, now),
      ),
    )
    .for('update', { skipLocked: true });
  return row;
}

/** A failed run: counted, its error kept, tried again later (backing off, at most 6 hours). */
export async function markFailed(db: Executor, id: number, now: Date, error: string) {
  await db
    .update(erasureRequests)
    .set({
      attempts: sql`${erasureRequests.attempts} + 1`,
      lastError: error.slice(0, 500),
      claimedAt: now,
      scheduledFor: sql`${now.toISOString()}::timestamptz + least(interval '6 hours', interval '5 minutes' * power(2, ${erasureRequests.attempts}))`,
    })
    .where(and(eq(erasureRequests.id, id), eq(erasureRequests.status, 'pending')));
}

/** Clients inactive since before `cutoff` (last sign-in, or sign-up) with nothing pending. */
export async function inactiveClients(db: Executor, cutoff: Date, limit: number) {
  return db
    .select({ id: users.id, email: users.email, name: clients.name, language: users.language })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.id))
    .where(
      and(
        eq(users.role, 'client'),
        lt(sql`coalesce(${users.lastActiveAt}, ${users.createdAt})`, cutoff),
        sql`not exists (select 1 from ${erasureRequests} where ${erasureRequests.userId} = ${users.id} and ${erasureRequests.status} = 'pending')`,
      ),
    )
    .limit(limit);
}

/** The admin's list: who waits, why and until when (no email). */
export async function pendingList(db: Executor) {
  return db
    .select({
      id: erasureRequests.id,
      clientName: sql<string>`coalesce(${clients.name}, ${users.email})`,
      reason: erasureRequests.reason,
      requestedAt: erasureRequests.requestedAt,
      scheduledFor: erasureRequests.scheduledFor,
      attempts: erasureRequests.attempts,
    })
    .from(erasureRequests)
    .innerJoin(users, eq(users.id, erasureRequests.userId))
    .leftJoin(clients, eq(clients.id, users.id))
    .where(eq(erasureRequests.status, 'pending'))
    .orderBy(asc(erasureRequests.scheduledFor));
}

export async function recentReceipts(db: Executor, limit = 50) {
  return db
    .select({
      reference: erasureReceipts.reference,
      role: erasureReceipts.role,
      reason: erasureReceipts.reason,
      requestedAt: erasureReceipts.requestedAt,
      erasedAt: erasureReceipts.erasedAt,
      summary: erasureReceipts.summary,
    })
    .from(erasureReceipts)
    .orderBy(desc(erasureReceipts.erasedAt), desc(erasureReceipts.id))
    .limit(limit);
}

/** A nutritionist's kept messages of erased clients, each conversation in order. */
export async function erasedMessagesOf(db: Executor, nutritionistId: number) {
  return db
    .select({
      id: erasedMessages.id,
      reference: erasedMessages.receiptReference,
      erasedAt: erasureReceipts.erasedAt,
      fromClient: erasedMessages.fromClient,
      content: erasedMessages.content,
      sentAt: erasedMessages.sentAt,
    })
    .from(erasedMessages)
    .innerJoin(erasureReceipts, eq(erasureReceipts.reference, erasedMessages.receiptReference))
    .where(eq(erasedMessages.nutritionistId, nutritionistId))
    .orderBy(desc(erasureReceipts.erasedAt), asc(erasedMessages.sentAt), asc(erasedMessages.id));
}

/**
 * What her sign-in must change: her retention clock when it was last set over a day ago,
 * and a retention erasure waiting. Read first, because a write that changes no row still
 * empties kept answers (the read cache's statement triggers, decision 005).
 */
export async function signInChanges(db: Executor, userId: number) {
  const [row] = await db
    .select({
      stale: sql<boolean>`${users.lastActiveAt} is null or ${users.lastActiveAt} < now() - interval '1 day'`,
      retention: sql<boolean>`exists (select 1 from ${erasureRequests} where ${erasureRequests.userId} = ${users.id} and ${erasureRequests.status} = 'pending' and ${erasureRequests.reason} = 'retention')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { stale: row?.stale === true, retention: row?.retention === true };
}

/** Her sign-in: the retention clock moves (kept to the day). */
export async function touchLastActive(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ lastActiveAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Marks her consent withdrawn unless it already is; answers the row it marked, if any. */
export async function markConsentWithdrawn(db: Executor, userId: number) {
  const [marked] = await db
    .update(users)
    .set({ consentWithdrawnAt: sql`now()` })
    .where(sql`${users.id} = ${userId} and ${users.consentWithdrawnAt} is null`)
    .returning({ at: users.consentWithdrawnAt });
  return marked;
}

/** When she withdrew consent: null if she has not, undefined without such an account. */
export async function consentWithdrawnAt(db: Executor, userId: number) {
  const [current] = await db
    .select({ at: users.consentWithdrawnAt })
    .from(users)
    .where(eq(users.id, userId));
  return current?.at;
}

/** Giving consent again ends a withdrawal. */
export async function clearConsentWithdrawn(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ consentWithdrawnAt: null }).where(eq(users.id, userId));
}

/** One line of her consent history (accepted or withdrawn, which version, how). */
export async function insertConsent(
  db: Executor,
  consent: typeof consents.$inferInsert,
): Promise<void> {
  await db.insert(consents).values(consent);
}

/** Her nutritionist's id, if she is a client with one. */
export async function nutritionistIdOf(db: Executor, clientId: number) {
  const [profile] = await db
    .select({ nutritionistId: clients.nutritionistId })
    .from(clients)
    .where(eq(clients.id, clientId));
  return profile?.nutritionistId ?? null;
}

/** Every admin's id and email. */
export function adminContacts(db: Executor) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(adminProfiles, eq(adminProfiles.id, users.id))
    .where(eq(users.role, 'admin'));
}
