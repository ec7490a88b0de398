import { describe, expect, it } from 'vitest';
import { weekdayIn } from './today.ts';

describe("today's weekday tab", () => {
  // Sunday 23:30 in London is already Monday 05:00 in Kolkata.
  const instant = new Date('2026-11-22T23:30:00Z');

  it('is the weekday in the viewer’s time zone, not in UTC', () => {
    expect(weekdayIn(instant, 'Asia/Kolkata')).toBe('Monday');
    expect(weekdayIn(instant, 'Europe/London')).toBe('Sunday');
    expect(weekdayIn(instant, 'America/Los_Angeles')).toBe('Sunday');
  });
});
