import { describe, expect, it } from 'vitest';
import { appointmentBadge, isThisWeek } from './sessions.ts';

// 22 Nov 2026, 23:00 in Kolkata (17:30 UTC).
const now = new Date('2026-11-22T17:30:00Z');
const ist = 'Asia/Kolkata';

describe('appointment badges (§4), in the viewer’s time zone', () => {
  it.each([
    ['2026-11-22T04:00:00Z', 'Today'],
    ['2026-11-22T18:00:00Z', 'Today'], // 23:30 in Kolkata: still today
    ['2026-11-23T05:00:00Z', 'This Week'],
    ['2026-11-29T10:00:00Z', 'This Week'],
    ['2026-11-30T10:00:00Z', 'Upcoming'],
    ['2026-11-21T10:00:00Z', 'Past'],
  ])('gives %s the badge %s', (at, badge) => {
    expect(appointmentBadge(at, false, now, ist)).toBe(badge);
  });

  it('uses the calendar day where the viewer is: 18:30 UTC is tomorrow in Kolkata, today in London', () => {
    expect(appointmentBadge('2026-11-22T18:45:00Z', false, now, ist)).toBe('This Week');
    expect(appointmentBadge('2026-11-22T18:45:00Z', false, now, 'Europe/London')).toBe('Today');
  });

  it('says Completed when the flag is set, and nothing without a next session', () => {
    expect(appointmentBadge('2026-11-22T04:00:00Z', true, now, ist)).toBe('Completed');
    expect(appointmentBadge(null, false, now, ist)).toBeNull();
  });

  it('counts a session from today to 7 days ahead as this week', () => {
    expect(isThisWeek('2026-11-22T04:00:00Z', now, ist)).toBe(true);
    expect(isThisWeek('2026-11-29T10:00:00Z', now, ist)).toBe(true);
    expect(isThisWeek('2026-11-30T10:00:00Z', now, ist)).toBe(false);
    expect(isThisWeek('2026-11-21T10:00:00Z', now, ist)).toBe(false);
    expect(isThisWeek(null, now, ist)).toBe(false);
  });
});
