import { describe, expect, it } from 'vitest';
import { noticeAge } from './notice-time.ts';

const now = new Date('2026-11-24T10:00:00Z');

describe('when a notice came', () => {
  it('says minutes and hours within a day', () => {
    expect(noticeAge('2026-11-24T09:59:30Z', now)).toBe('just now');
    expect(noticeAge('2026-11-24T09:55:00Z', now)).toBe('5 minutes ago');
    expect(noticeAge('2026-11-24T07:00:00Z', now)).toBe('3 hours ago');
  });

  it('gives the date once it is a day old', () => {
    expect(noticeAge('2026-11-20T06:00:00Z', now)).toBe('20 Nov 2026');
  });
});
