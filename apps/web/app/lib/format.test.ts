import { describe, expect, it } from 'vitest';
import { latestRecordDay } from './format.ts';

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
