import { describe, expect, it } from 'vitest';
import { LAB_TESTS } from './lab-catalogue.ts';
import { homaIr, labFlag, rangeFor, toTestUnit } from './lab-values.ts';

describe('lab values against the catalogue', () => {
  it('converts a glucose printed in mmol/L to mg/dL', () => {
    expect(toTestUnit('fastingGlucose', 5.5, 'mmol/L')).toBe(99.09);
    expect(toTestUnit('fastingGlucose', 99, 'mg/dL')).toBe(99);
  });

  it('knows no unit a lab does not print for that test', () => {
    expect(toTestUnit('hba1c', 48, 'mmol/mol')).toBeUndefined();
  });

  it('computes HOMA-IR from a fasting glucose and insulin', () => {
    expect(homaIr(100, 15)).toBe(3.7);
  });

  it('picks the range for her sex and age before the general one', () => {
    const hb = LAB_TESTS.haemoglobin.ranges;
    expect(rangeFor(hb, 'Female', 30)).toMatchObject({ low: 12, high: 15.5 });
    expect(rangeFor(hb, 'Male', 30)).toMatchObject({ low: 13 });
    expect(rangeFor(hb, 'Female', 9)).toMatchObject({ low: 11.5 });
    expect(rangeFor(hb, null, null)).toMatchObject({ low: 12, high: 17 });
  });

  it('flags a value below, above or within its range', () => {
    const range = rangeFor(LAB_TESTS.tsh.ranges, 'Female', 30);
    expect(labFlag(0.2, range)).toBe('low');
    expect(labFlag(6.1, range)).toBe('high');
    expect(labFlag(2, range)).toBe('inRange');
    expect(labFlag(2, undefined)).toBeNull();
  });

  it('gives every test a possible span that holds its ranges', () => {
    for (const test of Object.values(LAB_TESTS))
      for (const range of test.ranges) {
        for (const bound of [range.low, range.high])
          if (bound !== null) {
            expect(bound).toBeGreaterThanOrEqual(test.possible.min);
            expect(bound).toBeLessThanOrEqual(test.possible.max);
          }
      }
  });
});
