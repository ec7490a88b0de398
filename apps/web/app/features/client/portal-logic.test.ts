import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  formatWeightChange,
  goalActions,
  hasActiveGoal,
  profileLoadError,
  weekdayIn,
  weightChange,
} from './portal-logic.ts';

describe('the weight change over the last four weeks', () => {
  it('is the last recorded week minus the first, rounded to 100 g', () => {
    const weeks = [72.4, 71.8, 71.1, 70.6].map((weight, i) => ({ week: i + 1, weight }));
    expect(weightChange(weeks)).toBe(-1.8);
  });

  it('uses the recorded weeks only, whatever order they come in', () => {
    expect(
      weightChange([
        { week: 4, weight: 80.5 },
        { week: 2, weight: 80 },
      ]),
    ).toBe(0.5);
  });

  it('is unknown with fewer than two weigh-ins', () => {
    expect(weightChange([])).toBeNull();
    expect(weightChange([{ week: 1, weight: 70 }])).toBeNull();
  });

  it('reads signed with one decimal, and N/A when unknown', () => {
    expect(formatWeightChange(-2.4)).toBe('-2.4 kg');
    expect(formatWeightChange(0.4)).toBe('+0.4 kg');
    expect(formatWeightChange(0)).toBe('0.0 kg');
    expect(formatWeightChange(null)).toBe('N/A');
  });
});

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
