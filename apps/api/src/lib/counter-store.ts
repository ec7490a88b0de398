/**
 * Where attempt counts live: this process's memory on the embedded database (one process
 * by design), a PostgreSQL table when several processes share a server (so the limits do
 * not multiply behind a load balancer). One counter per key, in a fixed window that
 * starts with the key's first attempt.
 *
 * `Transaction` is the database layer's transaction, which `forget` may run in: lib knows
 * no database, so the app names it (`CounterStore<Executor>`). A limit that only counts
 * and clears takes the store without it.
 */
export interface CounterStore<Transaction = never> {
  /** Counts one attempt, atomically; answers the window's count so far and its time left. */
  hit: (key: string, windowMs: number) => Promise<{ count: number; msLeft: number }>;
  /** Forgets the key (a correct password ends the count of wrong ones). */
  clear: (key: string) => Promise<void>;
  /**
   * Forgets every counter whose key holds one of `terms` (any case): an erasure removes
   * the counters keyed by her email or phone (issue 30). On PostgreSQL it runs in
   * `within`, the erasure's transaction, when given. Answers how many went.
   */
  forget: (terms: readonly string[], within?: Transaction) => Promise<number>;
}

/** Keys kept before expired ones are swept, so a flood of distinct keys stays bounded. */
const SWEEP_ABOVE = 50_000;

/** One process's counters: there is no transaction to join, so `forget` ignores any given. */
export function createMemoryCounterStore(now = Date.now): CounterStore<unknown> {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = () => {
    for (const [key, entry] of windows) if (entry.endsAt <= now()) windows.delete(key);
  };
  return {
    hit: async (key, windowMs) => {
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= now()) {
        entry = { count: 0, endsAt: now() + windowMs };
        windows.set(key, entry);
        if (windows.size > SWEEP_ABOVE) sweep();
      }
      entry.count += 1;
      return { count: entry.count, msLeft: entry.endsAt - now() };
    },
    clear: async (key) => {
      windows.delete(key);
    },
    forget: async (terms) => {
      const wanted = terms.filter((term) => term !== '').map((term) => term.toLowerCase());
      let forgotten = 0;
      for (const key of windows.keys()) {
        const lower = key.toLowerCase();
        if (wanted.some((term) => lower.includes(term))) {
          windows.delete(key);
          forgotten += 1;
        }
      }
      return forgotten;
    },
  };
}
