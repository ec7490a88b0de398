import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { passwordResetTokens } from '#api/db/schema/index.ts';

export async function insertResetToken(
  db: Executor,
  token: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** Marks an unused, unexpired token used and answers its user — in one statement, so a link works once. */
export async function consumeResetToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** After a reset, every other outstanding link of that person stops working too. */
export async function retireResetTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
