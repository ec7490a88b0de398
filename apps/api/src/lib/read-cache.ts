import { LRUCache } from 'lru-cache';

/**
 * Answers of hot reads kept in this process until a table they are built from changes
 * (decision 005). `lru-cache` keeps them (least recently used dropped first, a maximum
 * age, one read shared by the requests that miss at once); this file adds what it cannot
 * know. Correctness rests on these:
 * - every kept answer names the tables it is built from, and the database tells every
 *   process about every change to those tables, naming the table (statement triggers →
 *   NOTIFY `nourishwell_data_changed` with the table's name, migration 0001), so a write
 *   from anywhere — this process, another one, a script, psql — drops the answers built
 *   from that table, and only those;
 * - the writing process hears its own change before its write settles (PGlite hands over
 *   a statement's notifications before its promise settles; on PostgreSQL every pooled
 *   connection LISTENs too, and a session's own notification arrives before the end of
 *   its commit — `db/client.ts`), so whoever wrote never reads their write's old state;
 * - a read under way while one of its tables changed is not kept (a version per table),
 *   and nothing is kept while the notifications cannot be heard (no listener yet, or it
 *   dropped);
 * - and, whatever fails, nothing is served older than `maxAgeMs`.
 * Kept values are shared between requests: callers never change them.
 */
export interface ReadCache {
  /**
   * The kept answer for `key`, or `load()`'s, kept when none of `tables` changed
   * meanwhile. `tables` are the names of every table the answer is built from.
   */
  remember: <T>(key: string, tables: readonly string[], load: () => Promise<T>) => Promise<T>;
  /**
   * Forgets the answer kept for `key`: its caller found that time alone has changed it
   * (a kept answer that names when it stops holding, such as a nutritionist's Today).
   */
  forget: (key: string) => void;
  /** Forgets the answers built from `table`: it changed. */
  invalidateTable: (table: string) => void;
  /** Forgets everything (a change whose table is not known). */
  invalidate: () => void;
  /** Whether the change notifications are heard (only then is anything kept). */
  setTrusted: (trusted: boolean) => void;
  /** How reads were answered since start: for the bench and tests, never sent to anyone. */
  stats: () => ReadCacheStats;
  readonly size: number;
}

export interface ReadCacheStats {
  /** Answered from memory. */
  hits: number;
  /** Answered by a read another request had already started. */
  shared: number;
  /** Read from the database (missing, expired, not trusted, or changed during the read). */
  misses: number;
}

export const DATA_CHANGED_CHANNEL = 'nourishwell_data_changed';

export interface ReadCacheOptions {
  maxEntries: number;
  /** A backstop whatever else fails: nothing is served older than this. */
  maxAgeMs: number;
  now?: () => number;
}

interface Kept {
  value: unknown;
  tables: readonly string[];
}
interface Load {
  tables: readonly string[];
  read: () => Promise<unknown>;
}

/**
 * Thrown by a shared read that a change overtook, so that its answer is not kept. It
 * carries the answer for the requests that were already waiting before the change.
 */
class Overtaken extends Error {
  constructor(
    readonly value: unknown,
    readonly startedAt: string,
  ) {
    super('a change overtook this read');
  }
}

export function createReadCache({
  maxEntries,
  maxAgeMs,
  now = () => performance.now(),
}: ReadCacheOptions): ReadCache {
  /** Bumped by every change to a table; `everything` by a change to all of them. */
  const versions = new Map<string, number>();
  let everything = 0;
  /** The keys kept per table, so a change finds its answers without a scan. */
  const keysOf = new Map<string, Set<string>>();
  let trusted = false;
  const counts: ReadCacheStats = { hits: 0, shared: 0, misses: 0 };

  const stamp = (tables: readonly string[]) =>
    `${everything}:${tables.map((table) => versions.get(table) ?? 0).join(',')}`;

  const cache = new LRUCache<string, Kept, Load>({
    max: maxEntries,
    ttl: maxAgeMs,
    // Check the age on every read, not against a clock refreshed once a millisecond.
    ttlResolution: 0,
    perf: { now },
    // A read whose key is dropped meanwhile still answers the requests waiting on it;
    // whether it is kept is decided below (a change overtook it, or not).
    ignoreFetchAbort: true,
    fetchMethod: async (key, _stale, { context }) => {
      const before = stamp(context.tables);
      const value = await context.read();
      if (!trusted || stamp(context.tables) !== before) throw new Overtaken(value, before);
      for (const table of context.tables) {
        const keys = keysOf.get(table) ?? new Set<string>();
        keys.add(key);
        keysOf.set(table, keys);
      }
      return { value, tables: context.tables };
    },
    dispose: (kept, key, reason) => {
      // A new value for the key names the same tables; anything else leaves the index.
      if (reason === 'set') return;
      for (const table of kept.tables) keysOf.get(table)?.delete(key);
    },
  });

  const invalidate = () => {
    everything += 1;
    cache.clear();
    keysOf.clear();
  };

  return {
    async remember<T>(key: string, tables: readonly string[], read: () => Promise<T>) {
      if (!trusted) {
        counts.misses += 1;
        return read();
      }
      const before = stamp(tables);
      const status: LRUCache.Status<Kept> = {};
      try {
        const kept = await cache.fetch(key, { context: { tables, read }, status });
        if (status.fetch === 'hit') counts.hits += 1;
        else if (status.fetch === 'inflight') counts.shared += 1;
        else counts.misses += 1;
        return kept!.value as T;
      } catch (error) {
        // A change overtook the read this request waited on. A request made before the
        // change takes its answer; one made after it reads again (not kept).
        if (error instanceof Overtaken && error.startedAt === before) {
          counts.misses += 1;
          return error.value as T;
        }
        if (stamp(tables) === before && !(error instanceof Overtaken)) throw error;
        counts.misses += 1;
        return read();
      }
    },
    forget(key) {
      cache.delete(key);
    },
    invalidateTable(table) {
      versions.set(table, (versions.get(table) ?? 0) + 1);
      const keys = keysOf.get(table);
      if (!keys) return;
      for (const key of [...keys]) cache.delete(key);
      keys.clear();
    },
    invalidate,
    setTrusted(value) {
      invalidate();
      trusted = value;
    },
    stats: () => ({ ...counts }),
    get size() {
      return cache.size;
    },
  };
}

/** READ_CACHE=off: every read goes to the database (to measure what the cache buys). */
export function createUncachedReads(): ReadCache {
  const counts: ReadCacheStats = { hits: 0, shared: 0, misses: 0 };
  return {
    remember: (_key, _tables, read) => {
      counts.misses += 1;
      return read();
    },
    forget: () => undefined,
    invalidateTable: () => undefined,
    invalidate: () => undefined,
    setTrusted: () => undefined,
    stats: () => ({ ...counts }),
    size: 0,
  };
}
