import { describe, expect, it } from 'vitest';
import {
  boundaryOf,
  instantOf,
  isoWeekday,
  startOfDate,
  wallClockOf,
} from '#api/modules/scheduling/zoned-time.ts';

describe('wall clocks in a time zone', () => {
  it('reads a Kolkata wall clock as the instant 5:30 hours earlier in UTC, and back', () => {
    const at = instantOf('2026-03-10', '10:00', 'Asia/Kolkata');
    expect(at?.toISOString()).toBe('2026-03-10T04:30:00.000Z');
    expect(wallClockOf(at!, 'Asia/Kolkata')).toEqual({ date: '2026-03-10', time: '10:00' });
  });

  it('takes London’s summer offset after the spring change and the winter one before it', () => {
    expect(instantOf('2026-03-28', '10:00', 'Europe/London')?.toISOString()).toBe(
      '2026-03-28T10:00:00.000Z',
    );
    expect(instantOf('2026-03-29', '10:00', 'Europe/London')?.toISOString()).toBe(
      '2026-03-29T09:00:00.000Z',
    );
  });

  it('has no instant for a London time the spring change skips, and a boundary there is the jump', () => {
    expect(instantOf('2026-03-29', '01:30', 'Europe/London')).toBeNull();
    expect(new Date(boundaryOf('2026-03-29', 90, 'Europe/London')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('takes the first of the two instants of a London time the autumn change repeats', () => {
    expect(instantOf('2026-10-25', '01:30', 'Europe/London')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('handles New York’s changes: the skipped 02:30 in March and the repeated 01:30 in November', () => {
    expect(instantOf('2026-03-08', '02:30', 'America/New_York')).toBeNull();
    expect(instantOf('2026-03-08', '03:00', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(instantOf('2026-11-01', '01:30', 'America/New_York')?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('reads "24:00" as midnight at the start of the next day', () => {
    expect(instantOf('2026-05-04', '24:00', 'America/New_York')?.toISOString()).toBe(
      '2026-05-05T04:00:00.000Z',
    );
  });

  it('starts a date at its first local midnight and names ISO weekdays from Monday 1 to Sunday 7', () => {
    expect(startOfDate('2026-07-01', 'Asia/Kolkata').toISOString()).toBe(
      '2026-06-30T18:30:00.000Z',
    );
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});
