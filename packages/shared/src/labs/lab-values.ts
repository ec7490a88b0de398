import type { LabRange } from './lab-range-shape.ts';
import { LAB_TESTS, type LabTestCode } from './lab-catalogue.ts';

/**
 * Issue 35: what is worked out from a lab value and the catalogue (lab-catalogue.ts): its
 * value in the test's own unit, HOMA-IR, the range that applies to her, and its flag.
 */

/** A reported value in the test's own unit, rounded to its decimals; undefined for an unknown unit. */
export function toTestUnit(code: LabTestCode, value: number, unit: string): number | undefined {
  const test = LAB_TESTS[code];
  const factor = unit === test.unit ? 1 : test.otherUnits[unit];
  if (factor === undefined) return undefined;
  const scale = 10 ** Math.max(test.decimals, 2);
  return Math.round(value * factor * scale) / scale;
}

/**
 * HOMA-IR (Matthews et al., 1985): fasting glucose (mg/dL) × fasting insulin (µIU/mL) / 405,
 * from a glucose and an insulin taken the same day. Insulin resistance is commonly read
 * from 2.5 upwards.
 */
export function homaIr(glucoseMgDl: number, insulinMicroUnits: number): number {
  return Math.round(((glucoseMgDl * insulinMicroUnits) / 405) * 100) / 100;
}
export const HOMA_IR_HIGH = 2.5;

/**
 * The range that applies to her: the first whose sex and age fit, a range for her sex
 * before one for any sex. Age unknown: the ranges without an age.
 */
export function rangeFor(
  ranges: readonly LabRange[],
  sex: string | null,
  age: number | null,
): LabRange | undefined {
  const fitsAge = (r: LabRange) =>
    age === null
      ? r.ageFrom === undefined && r.ageTo === undefined
      : (r.ageFrom === undefined || age >= r.ageFrom) && (r.ageTo === undefined || age <= r.ageTo);
  return (
    ranges.find((r) => r.sex === sex && fitsAge(r)) ??
    ranges.find((r) => r.sex === 'any' && fitsAge(r))
  );
}

export type LabFlag = 'low' | 'high' | 'inRange';

/** Where a value sits against a range (no range: no flag). */
export function labFlag(value: number, range: LabRange | undefined): LabFlag | null {
  if (!range) return null;
  if (range.low !== null && value < range.low) return 'low';
  if (range.high !== null && value > range.high) return 'high';
  return 'inRange';
}
