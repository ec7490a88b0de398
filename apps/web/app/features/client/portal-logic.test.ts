import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { goalActions, hasActiveGoal, profileLoadError, weekdayIn } from './portal-logic.ts';

describe("today's weekday tab", () => {
  // Sunday 23:30 in London is already Monday 05:00 in Kolkata.
  const instant = new Date('2026-11-22T23:30:00Z');

  it('is the weekday in the viewer’s time zone, not in UTC', () => {
    expect(weekdayIn(instant, 'Asia/Kolkata')).toBe('Monday');
    expect(weekdayIn(instant, 'Europe/London')).toBe('Sunday');
    expect(weekdayIn(instant, 'America/Los_Angeles')).toBe('Sunday');
  });
});

describe('what a goal offers', () => {
  it('offers Update, Complete and Delete while it is incomplete', () => {
    expect(goalActions({ progress: 45, completed: false })).toEqual([
      'update',
      'complete',
      'delete',
    ]);
  });

  it('offers only Delete once complete', () => {
    expect(goalActions({ progress: 100, completed: true })).toEqual(['delete']);
    expect(goalActions({ progress: 100, completed: false })).toEqual(['delete']);
  });

  it('counts an incomplete goal as the one active goal', () => {
    expect(hasActiveGoal([{ progress: 100, completed: true }])).toBe(false);
    expect(
      hasActiveGoal([
        { progress: 100, completed: true },
        { progress: 0, completed: false },
      ]),
    ).toBe(true);
  });
});

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
