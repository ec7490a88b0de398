import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { profileLoadError } from './own-record.ts';

describe('the profile load error', () => {
  it('says the profile is missing on a 404', () => {
    expect(profileLoadError(new ApiError(404, 'Not found'))).toBe(
      'Profile not found. Please contact support.',
    );
  });

  it('blames the server on a 5xx', () => {
    expect(profileLoadError(new ApiError(503, 'Down'))).toBe(
      'Server error. Please try again later.',
    );
  });

  it('asks to try again on anything else', () => {
    expect(profileLoadError(new ApiError(0, 'offline'))).toBe(
      'Failed to fetch data. Please try again.',
    );
    expect(profileLoadError(new Error('boom'))).toBe('Failed to fetch data. Please try again.');
  });
});
