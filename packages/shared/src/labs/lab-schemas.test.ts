import { describe, expect, it } from 'vitest';
import { labMessages, labPanelInputSchema, labSettingInputSchema, unitsOf } from './lab-schemas.ts';

const panel = (values: object[]) =>
  labPanelInputSchema.safeParse({ takenOn: '2026-01-05', values });
const messagesOf = (values: object[]) =>
  (panel(values).error?.issues ?? []).map((issue) => issue.message);

describe('the lab panel’s checks', () => {
  it('offers the test’s own unit first, then the ones labs also print', () => {
    expect(unitsOf('fastingGlucose')).toEqual(['mg/dL', 'mmol/L']);
    expect(unitsOf('hba1c')).toEqual(['%']);
  });

  it('accepts values a person can have, in any unit the test has', () => {
    expect(panel([{ code: 'fastingGlucose', value: '5.4', unit: 'mmol/L' }]).success).toBe(true);
  });

  it('names the test and its span in the unit entered when a value is impossible', () => {
    expect(messagesOf([{ code: 'hba1c', value: 60, unit: '%' }])).toEqual([
      'HbA1c must be a number between 3 and 20 %.',
    ]);
    expect(messagesOf([{ code: 'vitaminD', value: 900, unit: 'nmol/L' }])).toEqual([
      labMessages.valueOutOfSpan('Vitamin D (25-OH)', 2.496, 624, 'nmol/L'),
    ]);
  });

  it('refuses a unit the test does not have and the same test twice', () => {
    expect(messagesOf([{ code: 'hba1c', value: 48, unit: 'mmol/mol' }])).toEqual([
      'HbA1c can be entered in % only.',
    ]);
    const twice = [
      { code: 'tsh', value: 2, unit: 'µIU/mL' },
      { code: 'tsh', value: 2, unit: 'mIU/L' },
    ];
    expect(messagesOf(twice)).toEqual([labMessages.testTwice]);
  });

  it('refuses a date before 1900', () => {
    const old = labPanelInputSchema.safeParse({
      takenOn: '1899-12-31',
      values: [{ code: 'tsh', value: 2, unit: 'µIU/mL' }],
    });
    expect(old.error?.issues.map((i) => i.message)).toEqual([labMessages.dateTooOld]);
  });

  it('refuses a range with its low above its high, or with neither', () => {
    const ranges = (low: number | null, high: number | null) =>
      labSettingInputSchema.safeParse({ ranges: [{ sex: 'any', low, high }], retestDays: 90 })
        .success;
    expect(ranges(1, 5)).toBe(true);
    expect(ranges(null, 5)).toBe(true);
    expect(ranges(5, 1)).toBe(false);
    expect(ranges(null, null)).toBe(false);
  });
});
