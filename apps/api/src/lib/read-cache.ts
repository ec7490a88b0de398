/**
 * Answers of hot reads kept in this process until anything they are built from changes
 * (decision 005). Correctness rests on three things:
 * - the database tells every process about every change to the tables read through the
 *   cache (statement triggers → NOTIFY `nourishwell_data_changed`, migration 0001), so a
 *   write from anywhere — another process, a script, psql — empties it;
 * - this process also empties it before any answer to a write request leaves (see
 *   `app.ts`), so whoever wrote never reads their own write's old state, not even for the
 *   moment a notification takes to arrive;
 * - a read that was already under way when the cache was emptied is not kept, and nothing
 *   is kept while the notifications cannot be heard (no listener yet, or it dropped).
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

export function createReadCache(options: { maxEntries: number }): ReadCache {
  const entries = new Map<string, unknown>();
  let generation = 0;
  let trusted = false;

  const invalidate = () => {
    generation += 1;
    entries.clear();
  };

  return {
    async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (entries.has(key)) {
        const value = entries.get(key) as T;
        // Most recently used last, so the oldest is the first to go when full.
        entries.delete(key);
        entries.set(key, value);
        return value;
      }
      const startedAt = generation;
      const value = await load();
      if (trusted && generation === startedAt) {
        entries.set(key, value);
        if (entries.size > options.maxEntries) {
          entries.delete(entries.keys().next().value as string);
        }
      }
      return value;
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
