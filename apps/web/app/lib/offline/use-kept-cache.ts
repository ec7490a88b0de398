import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MeResponse } from '@nourishwell/shared';
import { getToken } from '#web/lib/session.ts';
import { clearQueryCache, keepQueryCache, restoreQueryCache } from './query-cache-store.ts';

/**
 * For a signed-in client or nutritionist: when the app opens without a connection, puts
 * the reads kept on this device back before the page's own reads start (so they show at
 * once instead of waiting forever for a connection); online or not, keeps them as they
 * change. An admin works online only: nothing is
 * kept for her, and anything left by someone else is deleted. Gives whether the page may
 * render yet.
 */
export function useKeptQueryCache(
  queryClient: QueryClient,
  user: Pick<MeResponse, 'id' | 'role'>,
): boolean {
  const kept = user.role !== 'admin';
  const [restored, setRestored] = useState(!kept);
  useEffect(() => {
    if (!kept) {
      void clearQueryCache();
      return;
    }
    let stop: (() => void) | null = null;
    let live = true;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    void restoreQueryCache(queryClient, user.id, Date.now(), offline).then(() => {
      if (!live) return;
      setRestored(true);
      stop = keepQueryCache(queryClient, user.id, () => getToken() !== null);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [kept, queryClient, user.id]);
  return restored;
}
