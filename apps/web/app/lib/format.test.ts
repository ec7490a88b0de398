import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDayIn,
  formatDayTimeIn,
  formatPaiseIn,
  latestRecordDay,
  setDevanagariDigits,
} from './format.ts';

// 20:00 UTC on 24 Nov: already 01:30 on 25 Nov in India, where the practice is.
const evening = new Date('2026-11-24T20:00:00Z');

describe('the latest date a record may have', () => {
  it('is the practice’s today when the phone’s date is ahead of it', () => {
    expect(latestRecordDay(evening, '2026-11-26')).toBe('2026-11-25');
  });

  it('is the phone’s today when it is behind the practice’s', () => {
    expect(latestRecordDay(evening, '2026-11-24')).toBe('2026-11-24');
  });

  it('is that day when both agree', () => {
    expect(latestRecordDay(evening, '2026-11-25')).toBe('2026-11-25');
  });
});

describe('amounts and calendar dates in the language of the screen', () => {
  afterEach(() => setDevanagariDigits(false));

  it('writes paise as rupees and paise, in her digits when she chose them', () => {
    expect(formatPaiseIn('en', 294882)).toBe('₹2,948.82');
    expect(formatPaiseIn('hi', 294882)).toBe('₹2,948.82');
    setDevanagariDigits(true);
    expect(formatPaiseIn('hi', 294882)).toBe('₹२,९४८.८२');
    expect(formatPaiseIn('en', 294882)).toBe('₹2,948.82');
  });

  it('writes a calendar date in Hindi in her digits when she chose them', () => {
    expect(formatDayIn('en', '2026-12-01')).toBe('1 Dec 2026');
    expect(formatDayIn('hi', '2026-12-01')).toBe('1 दिस॰ 2026');
    setDevanagariDigits(true);
    expect(formatDayIn('hi', '2026-12-01')).toBe('१ दिस॰ २०२६');
  });

  it('writes a moment of the coming days with its weekday, in Hindi in her digits', () => {
    // Noon in London: Saturday 28 November in every zone from UTC−11 to UTC+11.
    const noon = '2026-11-28T12:00:00Z';
    expect(formatDayTimeIn('en', noon)).toMatch(/^Sat, 28 Nov, \d{1,2}:\d{2}\s(am|pm)$/);
    expect(formatDayTimeIn('hi', noon)).toMatch(/^शनि, 28 नव॰, \d{1,2}:\d{2}\s(am|pm)$/);
    setDevanagariDigits(true);
    expect(formatDayTimeIn('hi', noon)).toMatch(/^शनि, २८ नव॰, [०-९]{1,2}:[०-९]{2}\s(am|pm)$/);
  });
});
