/**
 * Answers of hot reads kept in this process until anything they are built from changes
 * (decision 005). Correctness rests on these:
 * - the database tells every process about every change to the tables read through the
 *   cache (statement triggers → NOTIFY `nourishwell_data_changed`, migration 0001), so a
 *   write from anywhere — another process, a script, psql — empties it;
 * - this process also empties it before any answer to a write request leaves (see
 *   `app.ts`), so whoever wrote never reads their own write's old state, not even for the
 *   moment a notification takes to arrive;
 * - a read that was already under way when the cache was emptied is not kept, and nothing
 *   is kept while the notifications cannot be heard (no listener yet, or it dropped);
 * - and, whatever fails, nothing is served older than `maxAgeMs`.
 * Kept values are shared between requests: callers never change them.
 */
export interface ReadCache {
  /** The kept answer for `key`, or `load()`'s, kept when nothing changed meanwhile. */
  remember: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  /** Forgets everything: something it may have been built from changed. */
  invalidate: () => void;
  /** Whether the change notifications are heard (only then is anything kept). */
  setTrusted: (trusted: boolean) => void;
  readonly size: number;
}

export const DATA_CHANGED_CHANNEL = 'nourishwell_data_changed';

export interface ReadCacheOptions {
  maxEntries: number;
  /** A backstop whatever else fails: nothing is served older than this. */
  maxAgeMs: number;
  now?: () => number;
}

export function createReadCache({
  maxEntries,
  maxAgeMs,
  now = Date.now,
}: ReadCacheOptions): ReadCache {
  const entries = new Map<string, { value: unknown; storedAt: number }>();
  /** Reads under way, so many requests missing at once make one query. */
  const loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  let generation = 0;
  let trusted = false;

  const invalidate = () => {
    generation += 1;
    entries.clear();
  };

  const load = async <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const startedAt = generation;
    try {
      const value = await read();
      if (trusted && generation === startedAt) {
        entries.set(key, { value, storedAt: now() });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return value;
    } finally {
      if (loading.get(key)?.generation === startedAt) loading.delete(key);
    }
  };

  return {
    async remember<T>(key: string, read: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept && now() - kept.storedAt < maxAgeMs) {
        // Most recently used last, so the oldest is the first to go when full.
        entries.delete(key);
        entries.set(key, kept);
        return kept.value as T;
      }
      if (kept) entries.delete(key);
      const pending = loading.get(key);
      if (pending?.generation === generation) return pending.promise as Promise<T>;
      const promise = load(key, read);
      loading.set(key, { generation, promise });
      return promise;
    },
    invalidate,
    setTrusted(value) {
      invalidate();
      trusted = value;
    },
    get size() {
      return entries.size;
    },
  };
}
