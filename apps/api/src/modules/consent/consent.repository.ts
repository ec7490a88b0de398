import { desc, eq } from 'drizzle-orm';
import type { ConsentLog, ConsentMethod } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { consents, users } from '#api/db/schema/index.ts';

/** Her users row's consent fields and her log, newest first. */
export async function consentLogOf(
  db: Executor,
  userId: number,
): Promise<Omit<ConsentLog, 'noticeVersion'>> {
  const [account] = await db
    .select({ version: users.consentVersion, withdrawnAt: users.consentWithdrawnAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const rows = await db
    .select({
      version: consents.version,
      action: consents.action,
      method: consents.method,
      createdAt: consents.createdAt,
    })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.createdAt), desc(consents.id));
  return {
    acceptedVersion: account?.version ?? null,
    withdrawnAt: account?.withdrawnAt?.toISOString() ?? null,
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** One acceptance: the log row and the version on her account, in the caller's transaction. */
export async function recordAcceptance(
  db: Executor,
  entry: { userId: number; version: string; method: ConsentMethod; ip: string | null },
): Promise<void> {
  await db.insert(consents).values({ ...entry, action: 'accept' });
  await db.update(users).set({ consentVersion: entry.version }).where(eq(users.id, entry.userId));
}
