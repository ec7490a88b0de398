import { and, desc, eq, getTableName, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { users, userSessions } from '#api/db/schema/index.ts';

export interface NewSession {
  id: string;
  userId: number;
  userAgent: string | null;
  ip: string | null;
  expiresAt: Date;
}

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(userSessions).values(session);
}

/** What the auth hook checks a token against: the account and the token's session, in one read. */
export interface TokenState {
  id: number;
  email: string;
  role: 'admin' | 'nutritionist' | 'client';
  mustChangePassword: boolean;
  tokenVersion: number;
  twoFactorEnabled: boolean;
  /** Issue 18: the notice version she accepted and whether she withdrew (the consent gate). */
  consentVersion: string | null;
  consentWithdrawnAt: Date | null;
  session: { live: boolean; lastSeenAt: number } | null;
}

/** The tables a token's state is read from: a change to either drops a kept one (decision 005). */
export const TOKEN_STATE_TABLES = [getTableName(users), getTableName(userSessions)];

export async function findTokenState(
  db: Executor,
  userId: number,
  sessionId: string,
  now: Date,
): Promise<TokenState | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      mustChangePassword: users.mustChangePassword,
      tokenVersion: users.tokenVersion,
      twoFactorEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
      consentVersion: users.consentVersion,
      consentWithdrawnAt: users.consentWithdrawnAt,
      sessionId: userSessions.id,
      live: sql<boolean>`${userSessions.revokedAt} is null and ${userSessions.expiresAt} > ${now}`,
      lastSeenAt: userSessions.lastSeenAt,
    })
    .from(users)
    .leftJoin(userSessions, and(eq(userSessions.id, sessionId), eq(userSessions.userId, users.id)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const { sessionId: found, live, lastSeenAt, ...account } = row;
  return {
    ...account,
    session: found && lastSeenAt ? { live, lastSeenAt: new Date(lastSeenAt).getTime() } : null,
  };
}

/** Notes a live session was used; at most once per `minutes`, so a busy device writes rarely. */
export async function touchSession(db: Executor, id: string, minutes: number): Promise<void> {
  await db
    .update(userSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(userSessions.id, id),
        sql`${userSessions.lastSeenAt} < now() - make_interval(mins => ${minutes})`,
      ),
    );
}

/**
 * Her sessions not signed out and not yet expired. The expiry was written from the app's
 * clock (sessions.service.ts), so it is compared with the app's now, as the token check
 * does (decision 024): against the database's clock, a session the token check accepts
 * could be missing from her list, or escape "sign out everywhere else".
 */
const live = (userId: number, now: Date) =>
  and(
    eq(userSessions.userId, userId),
    isNull(userSessions.revokedAt),
    gt(userSessions.expiresAt, now),
  );

export async function listLiveSessions(db: Executor, userId: number, now: Date) {
  return db
    .select({
      id: userSessions.id,
      userAgent: userSessions.userAgent,
      ip: userSessions.ip,
      createdAt: userSessions.createdAt,
      lastSeenAt: userSessions.lastSeenAt,
    })
    .from(userSessions)
    .where(live(userId, now))
    .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.createdAt));
}

/** Ends one of her live sessions; answers how many ended (0: not hers, or already over). */
export async function revokeSession(
  db: Executor,
  userId: number,
  id: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(live(userId, now), eq(userSessions.id, id)))
    .returning({ id: userSessions.id });
  return rows.length;
}

/** Ends every live session of hers but `keep` (none kept when it is left out). */
export async function revokeSessions(
  db: Executor,
  userId: number,
  now: Date,
  keep?: string,
): Promise<number> {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      keep === undefined ? live(userId, now) : and(live(userId, now), ne(userSessions.id, keep)),
    )
    .returning({ id: userSessions.id });
  return rows.length;
}
