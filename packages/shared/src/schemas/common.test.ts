import { describe, expect, it } from 'vitest';
import {
  ID_MAX,
  idSchema,
  idWithMessage,
  invalidIdMessage,
  sessionDateOutOfRange,
  sessionInstant,
} from './common.ts';

describe('session dates', () => {
  const schema = sessionInstant('Please choose a date.');
  const yearsFromNow = (years: number) => {
    const date = new Date();
    date.setUTCFullYear(date.getUTCFullYear() + years);
    return date.toISOString();
  };

  it('accepts a date or an instant with offset within ten years of today', () => {
    expect(schema.parse('2026-12-03T17:30:00+05:30').toISOString()).toBe(
      '2026-12-03T12:00:00.000Z',
    );
    expect(schema.safeParse(yearsFromNow(9)).success).toBe(true);
    expect(schema.safeParse(yearsFromNow(-9)).success).toBe(true);
  });

  it.each(['0000-01-01', '0000-01-01T00:00:00Z', yearsFromNow(11), yearsFromNow(-11)])(
    'refuses %s with a sentence that names the range',
    (value) => {
      const result = schema.safeParse(value);
      expect(result.error?.issues[0]?.message).toBe(sessionDateOutOfRange);
    },
  );

  it('refuses an empty date with the field’s own message', () => {
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Please choose a date.');
  });
});

describe('ids with a message', () => {
  const schema = idWithMessage('Client ID is required');

  it('accepts the largest id a PostgreSQL integer column holds', () => {
    expect(schema.parse(String(ID_MAX))).toBe(2_147_483_647);
  });

  it.each([2 ** 31, 2 ** 53, 0, 1.5, 'abc'])('refuses %s with the message', (value) => {
    expect(schema.safeParse(value).error?.issues[0]?.message).toBe('Client ID is required');
  });

  it('says "Please give a valid id." for a plain id out of range', () => {
    expect(idSchema.safeParse(2 ** 31).error?.issues[0]?.message).toBe(invalidIdMessage);
  });
});
