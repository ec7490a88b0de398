import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The dashboard's reads kept on the device, so the installed app opened without a
 * connection shows what she saw last instead of "Loading…" (decision 016). Written with
 * TanStack's own dehydrate/hydrate into IndexedDB: the persist-client package pins another
 * query-core than the one this app uses.
 */
interface SavedCache {
  /** The build that wrote it: a new build may read data of another shape. */
  buster: string;
  /** Whose reads they are: another person signing in on this phone never sees them. */
  userId: number;
  savedAt: number;
  state: DehydratedState;
}

/** A week: older than that, what she would see is too old to be worth showing. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Changes on every build (vite.config.ts); tests and the dev server share one. */
export const CACHE_BUSTER: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

const KEY = 'dashboard';
/** The waiting writes are already on the device (outbox); keeping them twice could disagree. */
const NOT_KEPT = new Set(['offline-outbox']);

let store: UseStore | null = null;
/** Opened on first use, and never where there is no IndexedDB (prerendering, old tests). */
function cacheStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  return (store ??= createStore('nourishwell-cache', 'queries'));
}

/**
 * Puts `userId`'s saved reads back into the client when they are hers, from this build
 * and under a week old; anything else on the device is deleted. Never throws: without
 * storage the dashboard simply starts empty.
 */
export async function restoreQueryCache(
  queryClient: QueryClient,
  userId: number,
  now = Date.now(),
  /**
   * Only when the app opens without a connection. Online, the pages load from the server
   * as always: a form or a control that takes its first value from a read (a rating, a
   * profile) must start from the server's answer, not from a kept copy.
   */
  offline = true,
) {
  const db = cacheStore();
  if (!db) return;
  try {
    const saved = await get<SavedCache>(KEY, db);
    if (!saved) return;
    const fresh = now - saved.savedAt < CACHE_MAX_AGE_MS;
    if (saved.userId !== userId || saved.buster !== CACHE_BUSTER || !fresh) {
      await del(KEY, db);
      return;
    }
    if (!offline) return;
    hydrate(queryClient, saved.state);
    // What was kept shows at once but is never taken as fresh: it may predate her last
    // save (kept at most once a second), so each read loads again when a page shows it,
    // or, offline, when the connection returns.
    await queryClient.invalidateQueries({ refetchType: 'none' });
  } catch {
    // Unreadable: the dashboard loads from the server as it would without a cache.
  }
}

async function saveQueryCache(queryClient: QueryClient, userId: number) {
  const db = cacheStore();
  if (!db) return;
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && !NOT_KEPT.has(String(query.queryKey[0])),
  });
  const saved: SavedCache = { buster: CACHE_BUSTER, userId, savedAt: Date.now(), state };
  await set(KEY, saved, db).catch(() => undefined);
}

/** Deletes the saved reads (sign-out, a refused session). */
export async function clearQueryCache(): Promise<void> {
  const db = cacheStore();
  if (!db) return;
  await del(KEY, db).catch(() => undefined);
}

/**
 * Saves `userId`'s reads (while `signedIn`) each time one of them changes, at most once a second (a page
 * opening loads several at once); returns the unsubscribe.
 */
export function keepQueryCache(
  queryClient: QueryClient,
  userId: number,
  signedIn: () => boolean,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    timer ??= setTimeout(() => {
      timer = null;
      // Signed out in the meantime: what was cleared must not be written back.
      if (signedIn()) void saveQueryCache(queryClient, userId);
    }, 1000);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
