import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { ContactKind } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { contactVerifications } from '#api/db/schema/index.ts';

const mine = (userId: number, contact: ContactKind) =>
  and(eq(contactVerifications.userId, userId), eq(contactVerifications.contact, contact));

/** A new code waits for her (replacing any earlier one); a proof already made stays. */
export async function saveCode(
  db: Executor,
  row: { userId: number; contact: ContactKind; value: string; hash: string; expiresAt: Date },
): Promise<void> {
  const code = {
    codeValue: row.value,
    codeHash: row.hash,
    codeExpiresAt: row.expiresAt,
    codeTries: 0,
  };
  await db
    .insert(contactVerifications)
    .values({ userId: row.userId, contact: row.contact, ...code })
    .onConflictDoUpdate({
      target: [contactVerifications.userId, contactVerifications.contact],
      set: code,
    });
}

/**
 * Spends one try of her waiting code, atomically (two guesses at once spend two tries):
 * answers the code's hash and value, or nothing when no live code is left to try.
 */
export async function spendTry(
  db: Executor,
  userId: number,
  contact: ContactKind,
  now: Date,
  maxTries: number,
) {
  const [row] = await db
    .update(contactVerifications)
    .set({ codeTries: sql`${contactVerifications.codeTries} + 1` })
    .where(
      and(
        mine(userId, contact),
        isNotNull(contactVerifications.codeHash),
        gt(contactVerifications.codeExpiresAt, now),
        lt(contactVerifications.codeTries, maxTries),
      ),
    )
    .returning({
      hash: contactVerifications.codeHash,
      value: contactVerifications.codeValue,
      tries: contactVerifications.codeTries,
    });
  return row?.hash && row.value
    ? { hash: row.hash, value: row.value, tries: row.tries }
    : undefined;
}

/** The code was right: the value it was sent to is hers from `now`, and the code is spent. */
export async function markVerified(
  db: Executor,
  userId: number,
  contact: ContactKind,
  value: string,
  now: Date,
): Promise<void> {
  await db
    .update(contactVerifications)
    .set({
      verifiedValue: value,
      verifiedAt: now,
      codeValue: null,
      codeHash: null,
      codeExpiresAt: null,
      codeTries: 0,
    })
    .where(mine(userId, contact));
}
