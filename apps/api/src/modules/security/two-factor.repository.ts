import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { recoveryCodes, users } from '#api/db/schema/index.ts';

export interface TwoFactorState {
  email: string;
  passwordHash: string;
  /** Sealed (secret-box), pending while `enabledAt` is null. */
  sealedSecret: string | null;
  enabledAt: Date | null;
}

export async function findTwoFactorState(
  db: Executor,
  userId: number,
): Promise<TwoFactorState | undefined> {
  const [row] = await db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      sealedSecret: users.totpSecret,
      enabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && { ...row, enabledAt: row.enabledAt ? new Date(row.enabledAt) : null };
}

export async function countUnusedCodes(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** A new pending secret; only while two-factor is off, so set-up cannot replace a live one. */
export async function storePendingSecret(
  db: Executor,
  userId: number,
  sealed: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: sealed, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function markEnabled(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpEnabledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function clearTwoFactor(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  hashes: readonly string[],
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends an unused code in one statement, so two requests cannot both use it. */
export async function useRecoveryCode(
  db: Executor,
  userId: number,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}
