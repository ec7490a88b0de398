/**
 * Issue 35: a reference range of a lab test, by sex and (where it matters) age. Bounds are
 * in the test's catalogue unit; a missing bound is open ("below 100", "at least 30").
 */
export const LAB_RANGE_SEXES = ['Female', 'Male', 'any'] as const;
export type LabRangeSex = (typeof LAB_RANGE_SEXES)[number];

export interface LabRange {
  sex: LabRangeSex;
  /** Inclusive ages in years; absent: every age. */
  ageFrom?: number;
  ageTo?: number;
  low: number | null;
  high: number | null;
}
