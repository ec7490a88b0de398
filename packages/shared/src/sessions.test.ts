import { describe, expect, it } from 'vitest';
import { appointmentBadge, canCompleteOn, isThisWeek } from './sessions.ts';

// 22 Nov 2026, 23:00 in Kolkata (17:30 UTC).
const now = new Date('2026-11-22T17:30:00Z');
const ist = 'Asia/Kolkata';

describe('appointment badges, in the viewer’s time zone', () => {
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

  it('says Completed when the last session is done and none is booked, and nothing without a next session', () => {
    expect(appointmentBadge(null, true, now, ist)).toBe('Completed');
    expect(appointmentBadge(null, false, now, ist)).toBeNull();
  });

  it('gives the next session its own badge after the previous one was completed', () => {
    expect(appointmentBadge('2026-12-10T12:00:00Z', true, now, ist)).toBe('Upcoming');
    expect(appointmentBadge('2026-11-25T12:00:00Z', true, now, ist)).toBe('This Week');
    expect(appointmentBadge('2026-11-22T12:00:00Z', true, now, ist)).toBe('Today');
  });

  it('lets a session be completed from its own day in the viewer’s zone, not before', () => {
    expect(canCompleteOn(new Date('2026-11-22T04:00:00Z'), now, ist)).toBe(true);
    expect(canCompleteOn(new Date('2026-11-20T04:00:00Z'), now, ist)).toBe(true);
    // 00:15 on 23 Nov in Kolkata: tomorrow there, though still 22 Nov in UTC.
    expect(canCompleteOn(new Date('2026-11-22T18:45:00Z'), now, ist)).toBe(false);
  });

  it('counts a session from today to 7 days ahead as this week', () => {
    expect(isThisWeek('2026-11-22T04:00:00Z', now, ist)).toBe(true);
    expect(isThisWeek('2026-11-29T10:00:00Z', now, ist)).toBe(true);
    expect(isThisWeek('2026-11-30T10:00:00Z', now, ist)).toBe(false);
    expect(isThisWeek('2026-11-21T10:00:00Z', now, ist)).toBe(false);
    expect(isThisWeek(null, now, ist)).toBe(false);
  });
});
