import { waitFor } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '#web/lib/session.ts';
import {
  CACHE_MAX_AGE_MS,
  clearQueryCache,
  keepQueryCache,
  restoreQueryCache,
} from './query-cache-store.ts';

const MEERA = 7;
const ARJUN = 8;
const journalKey = ['clientJournal', { params: { clientId: MEERA } }];

/** Meera's journal read kept on the device, as the dashboard would keep it. */
async function keepMeerasJournal() {
  const queryClient = new QueryClient();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const stop = keepQueryCache(queryClient, MEERA, () => true);
  queryClient.setQueryData(journalKey, { water: 3 });
  await vi.advanceTimersByTimeAsync(1000);
  vi.useRealTimers();
  stop();
  // The write to IndexedDB runs after the timer; a restore in a new client shows it landed.
  await waitFor(async () => {
    const probe = new QueryClient();
    await restoreQueryCache(probe, MEERA);
    expect(probe.getQueryData(journalKey)).toEqual({ water: 3 });
  });
}

afterEach(async () => {
  vi.useRealTimers();
  await clearQueryCache();
});

describe('the dashboard reads kept on the device', () => {
  it('come back for the same person in a new page, so offline shows her last journal', async () => {
    await keepMeerasJournal();
    const next = new QueryClient();
    await restoreQueryCache(next, MEERA);
    expect(next.getQueryData(journalKey)).toEqual({ water: 3 });
  });

  it('come back stale, so a page that shows them loads them again when it can', async () => {
    await keepMeerasJournal();
    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await restoreQueryCache(next, MEERA);
    const kept = next.getQueryCache().find({ queryKey: journalKey });
    expect(kept?.state.isInvalidated).toBe(true);
    expect(kept?.isStale()).toBe(true);
  });

  it('are left on the device when the app opens online: the pages load from the server', async () => {
    await keepMeerasJournal();
    const online = new QueryClient();
    await restoreQueryCache(online, MEERA, Date.now(), false);
    expect(online.getQueryData(journalKey)).toBeUndefined();
    const offline = new QueryClient();
    await restoreQueryCache(offline, MEERA);
    expect(offline.getQueryData(journalKey)).toEqual({ water: 3 });
  });

  it('are never shown to another person signing in on the phone, and are deleted', async () => {
    await keepMeerasJournal();
    const arjuns = new QueryClient();
    await restoreQueryCache(arjuns, ARJUN);
    expect(arjuns.getQueryData(journalKey)).toBeUndefined();
    const meeras = new QueryClient();
    await restoreQueryCache(meeras, MEERA);
    expect(meeras.getQueryData(journalKey)).toBeUndefined();
  });

  it('are not used after a week', async () => {
    await keepMeerasJournal();
    const later = new QueryClient();
    await restoreQueryCache(later, MEERA, Date.now() + CACHE_MAX_AGE_MS + 1);
    expect(later.getQueryData(journalKey)).toBeUndefined();
  });

  it('are deleted when she signs out', async () => {
    await keepMeerasJournal();
    saveSession('meera-token', { email: 'meera@nourishwell.test', role: 'client' });
    clearSession();
    await waitFor(async () => {
      const after = new QueryClient();
      await restoreQueryCache(after, MEERA);
      expect(after.getQueryData(journalKey)).toBeUndefined();
    });
  });

  it('are not written once she has signed out', async () => {
    const queryClient = new QueryClient();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    keepQueryCache(queryClient, MEERA, () => false);
    queryClient.setQueryData(journalKey, { water: 5 });
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    const next = new QueryClient();
    await restoreQueryCache(next, MEERA);
    expect(next.getQueryData(journalKey)).toBeUndefined();
  });
});
