import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { makeQueryClient } from './query-client.ts';

const retry = makeQueryClient().getDefaultOptions().queries?.retry as (
  failures: number,
  error: Error,
) => boolean;

describe('the dashboards’ query client', () => {
  it('retries a failed request once, then shows the error', () => {
    const serverDown = new ApiError(502, 'Something went wrong. Please try again.');
    expect(retry(0, serverDown)).toBe(true);
    expect(retry(1, serverDown)).toBe(false);
  });

  it('never retries a 4xx answer', () => {
    expect(retry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(retry(0, new ApiError(429, 'Too many requests'))).toBe(false);
  });
});

describe('the dashboards’ reads without a connection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('keeps the data it has on screen when a refetch happens offline, and fetches once back online', async () => {
    const client = makeQueryClient();
    // As QueryClientProvider does: the client follows the connection.
    client.mount();
    client.setQueryData(['plan'], 'Monday’s plan');
    onlineManager.setOnline(false);
    const fetchPlan = vi.fn(() => Promise.resolve('Monday’s plan, updated'));
    const refetch = client.fetchQuery({ queryKey: ['plan'], queryFn: fetchPlan, staleTime: 0 });
    await Promise.resolve();
    const state = client.getQueryState(['plan']);
    expect(state).toMatchObject({ status: 'success', fetchStatus: 'paused', error: null });
    expect(client.getQueryData(['plan'])).toBe('Monday’s plan');
    expect(fetchPlan).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await expect(refetch).resolves.toBe('Monday’s plan, updated');
    client.unmount();
  });

  it('starts offline when the dashboard opens without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    makeQueryClient();
    expect(onlineManager.isOnline()).toBe(false);
  });
});
