import { describe, expect, it } from 'vitest';
import { afterQuietHours, inQuietHours } from './channels.ts';

const night = { quietFrom: '21:00', quietUntil: '09:00' };
const zone = 'Asia/Kolkata';
// 23:00 in India is 17:30 UTC.
const at = (iso: string) => new Date(iso);

describe('quiet hours', () => {
  it('hold a span that crosses midnight in her zone', () => {
    expect(inQuietHours(night, zone, at('2026-11-27T17:30:00Z'))).toBe(true); // 23:00 IST
    expect(inQuietHours(night, zone, at('2026-11-27T03:00:00Z'))).toBe(true); // 08:30 IST
    expect(inQuietHours(night, zone, at('2026-11-27T03:30:00Z'))).toBe(false); // 09:00 IST
    expect(inQuietHours(night, zone, at('2026-11-27T15:29:00Z'))).toBe(false); // 20:59 IST
  });

  it('read the same instant differently in another zone', () => {
    // 23:00 in India is 17:30 in London: not quiet there.
    expect(inQuietHours(night, 'Europe/London', at('2026-11-27T17:30:00Z'))).toBe(false);
  });

  it('are none when both ends are equal', () => {
    expect(inQuietHours({ quietFrom: '00:00', quietUntil: '00:00' }, zone, new Date())).toBe(false);
  });

  it('end at her morning: a nudge found at 23:00 waits until 09:00 her time', () => {
    expect(afterQuietHours(night, zone, at('2026-11-27T17:30:00Z')).toISOString()).toBe(
      '2026-11-28T03:30:00.000Z',
    );
    const noon = at('2026-11-27T06:30:00Z');
    expect(afterQuietHours(night, zone, noon)).toBe(noon);
  });
});
