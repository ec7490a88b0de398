import { describe, expect, it } from 'vitest';
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
