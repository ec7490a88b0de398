import { eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from './client.ts';
import { rateLimitCounters } from './schema/index.ts';
import type { CounterStore } from '#api/lib/counter-store.ts';

/** Ended windows are deleted at most this often per process. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Counters in the `rate_limit_counters` table: one upsert counts the attempt and reads the
 * count in the same statement (the row lock makes concurrent hits from any process add up).
 */
export function createPostgresCounterStore(db: Database, now = Date.now): CounterStore<Executor> {
  let lastPrune = 0;
  const prune = async () => {
    if (now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now();
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
  };
  return {
    hit: async (key, windowMs) => {
      await prune();
      const ended = sql`${rateLimitCounters.windowEndsAt} <= now()`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({
          key,
          count: 1,
          windowEndsAt: sql`now() + ${windowMs} * interval '1 millisecond'`,
        })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
          },
        })
        .returning({
          count: rateLimitCounters.count,
          msLeft: sql<number>`greatest(0, extract(epoch from (${rateLimitCounters.windowEndsAt} - now())) * 1000)::float8`,
        });
      if (!row) throw new Error('rate limit counter not written');
      return { count: row.count, msLeft: Number(row.msLeft) };
    },
    clear: async (key) => {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
    forget: async (terms, within = db) => {
      const holds = terms
        .filter((term) => term !== '')
        .map((term) =>
          ilike(rateLimitCounters.key, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        );
      if (holds.length === 0) return 0;
      const gone = await within
        .delete(rateLimitCounters)
        .where(or(...holds))
        .returning({ key: rateLimitCounters.key });
      return gone.length;
    },
  };
}
