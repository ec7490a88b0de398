import type { LabRange } from './lab-range-shape.ts';

/**
 * Issue 35: the lab tests a practice reads most, in the units Indian labs report them, with
 * the values no living person has (a value outside `possible` is a typing error: HbA1c 60 %),
 * the other units labs print and how to convert them, and default reference ranges the
 * practice can change (lab_test_settings).
 *
 * Sources of the defaults (adults unless an age is given):
 * - HbA1c, fasting and 2-hour glucose: American Diabetes Association, Standards of Care
 *   2025, section 2 (normal below 5.7 %, below 100 mg/dL, below 140 mg/dL).
 * - Lipids: NCEP ATP III (total cholesterol < 200, LDL < 100, HDL ≥ 40 men / ≥ 50 women,
 *   triglycerides < 150 mg/dL).
 * - Haemoglobin: WHO, "Guideline on haemoglobin cutoffs to define anaemia" (2024):
 *   11.5 g/dL at 5–11 years, 12 at 12–14, 12 for women, 13 for men.
 * - Vitamin D (25-OH): Endocrine Society 2011 (30–100 ng/mL sufficient).
 * - TSH, free T4, B12, ferritin, insulin, creatinine, ALT, AST, uric acid: the reference
 *   intervals common on Indian laboratory reports; labs differ, which is why the practice
 *   can edit them.
 * Conversions: glucose 1 mmol/L = 18.016 mg/dL; cholesterol 38.67; triglycerides 88.57;
 * creatinine 1 mg/dL = 88.4 µmol/L; uric acid 1 mg/dL = 59.48 µmol/L; vitamin D 1 ng/mL =
 * 2.496 nmol/L; B12 1 pg/mL = 0.7378 pmol/L; free T4 1 ng/dL = 12.87 pmol/L; insulin
 * 1 µIU/mL = 6 pmol/L; haemoglobin 1 g/dL = 10 g/L.
 */

export const LAB_TEST_CODES = [
  'hba1c',
  'fastingGlucose',
  'ppGlucose',
  'totalCholesterol',
  'ldl',
  'hdl',
  'triglycerides',
  'tsh',
  'freeT4',
  'vitaminD',
  'vitaminB12',
  'haemoglobin',
  'ferritin',
  'fastingInsulin',
  'creatinine',
  'alt',
  'ast',
  'uricAcid',
] as const;
export type LabTestCode = (typeof LAB_TEST_CODES)[number];

export interface LabTest {
  code: LabTestCode;
  /** English name (screens say it through the catalogue, `labs.test.<code>`). */
  name: string;
  unit: string;
  /** Decimals a value is shown and kept with. */
  decimals: number;
  /** The values a person can have; outside them the entry is refused. */
  possible: { min: number; max: number };
  /** Other units labs print: value in `unit` = reported value × factor. */
  otherUnits: Record<string, number>;
  ranges: LabRange[];
  /** Days after which a retest is due; null: no reminder. */
  retestDays: number | null;
  group: 'glucose' | 'lipids' | 'thyroid' | 'vitamins' | 'blood' | 'kidneyLiver';
}

const adults = (low: number | null, high: number | null): LabRange[] => [{ sex: 'any', low, high }];
const bySex = (female: [number | null, number | null], male: [number | null, number | null]) =>
  [
    { sex: 'Female', low: female[0], high: female[1] },
    { sex: 'Male', low: male[0], high: male[1] },
    { sex: 'any', low: female[0], high: male[1] },
  ] satisfies LabRange[];

export const LAB_TESTS: Readonly<Record<LabTestCode, LabTest>> = {
  hba1c: {
    code: 'hba1c',
    name: 'HbA1c',
    unit: '%',
    decimals: 1,
    group: 'glucose',
    possible: { min: 3, max: 20 },
    otherUnits: {},
    ranges: adults(4, 5.6),
    retestDays: 90,
  },
  fastingGlucose: {
    code: 'fastingGlucose',
    name: 'Fasting glucose',
    unit: 'mg/dL',
    decimals: 0,
    group: 'glucose',
    possible: { min: 20, max: 700 },
    otherUnits: { 'mmol/L': 18.016 },
    ranges: adults(70, 99),
    retestDays: 90,
  },
  ppGlucose: {
    code: 'ppGlucose',
    name: 'Post-meal glucose (2 h)',
    unit: 'mg/dL',
    decimals: 0,
    group: 'glucose',
    possible: { min: 20, max: 900 },
    otherUnits: { 'mmol/L': 18.016 },
    ranges: adults(null, 139),
    retestDays: 90,
  },
  totalCholesterol: {
    code: 'totalCholesterol',
    name: 'Total cholesterol',
    unit: 'mg/dL',
    decimals: 0,
    group: 'lipids',
    possible: { min: 50, max: 1000 },
    otherUnits: { 'mmol/L': 38.67 },
    ranges: adults(null, 199),
    retestDays: 180,
  },
  ldl: {
    code: 'ldl',
    name: 'LDL cholesterol',
    unit: 'mg/dL',
    decimals: 0,
    group: 'lipids',
    possible: { min: 5, max: 600 },
    otherUnits: { 'mmol/L': 38.67 },
    ranges: adults(null, 99),
    retestDays: 180,
  },
  hdl: {
    code: 'hdl',
    name: 'HDL cholesterol',
    unit: 'mg/dL',
    decimals: 0,
    group: 'lipids',
    possible: { min: 5, max: 200 },
    otherUnits: { 'mmol/L': 38.67 },
    ranges: bySex([50, null], [40, null]).map((r) => (r.sex === 'any' ? { ...r, low: 40 } : r)),
    retestDays: 180,
  },
  triglycerides: {
    code: 'triglycerides',
    name: 'Triglycerides',
    unit: 'mg/dL',
    decimals: 0,
    group: 'lipids',
    possible: { min: 10, max: 5000 },
    otherUnits: { 'mmol/L': 88.57 },
    ranges: adults(null, 149),
    retestDays: 180,
  },
  tsh: {
    code: 'tsh',
    name: 'TSH',
    unit: 'µIU/mL',
    decimals: 2,
    group: 'thyroid',
    possible: { min: 0.005, max: 500 },
    otherUnits: { 'mIU/L': 1 },
    ranges: adults(0.4, 4),
    retestDays: 180,
  },
  freeT4: {
    code: 'freeT4',
    name: 'Free T4',
    unit: 'ng/dL',
    decimals: 2,
    group: 'thyroid',
    possible: { min: 0.1, max: 10 },
    otherUnits: { 'pmol/L': 1 / 12.87 },
    ranges: adults(0.8, 1.8),
    retestDays: 180,
  },
  vitaminD: {
    code: 'vitaminD',
    name: 'Vitamin D (25-OH)',
    unit: 'ng/mL',
    decimals: 1,
    group: 'vitamins',
    possible: { min: 1, max: 250 },
    otherUnits: { 'nmol/L': 1 / 2.496 },
    ranges: adults(30, 100),
    retestDays: 180,
  },
  vitaminB12: {
    code: 'vitaminB12',
    name: 'Vitamin B12',
    unit: 'pg/mL',
    decimals: 0,
    group: 'vitamins',
    possible: { min: 20, max: 5000 },
    otherUnits: { 'pmol/L': 1 / 0.7378 },
    ranges: adults(200, 900),
    retestDays: 180,
  },
  haemoglobin: {
    code: 'haemoglobin',
    name: 'Haemoglobin',
    unit: 'g/dL',
    decimals: 1,
    group: 'blood',
    possible: { min: 2, max: 25 },
    otherUnits: { 'g/L': 0.1 },
    ranges: [
      { sex: 'any', ageFrom: 5, ageTo: 11, low: 11.5, high: 15.5 },
      { sex: 'any', ageFrom: 12, ageTo: 14, low: 12, high: 16 },
      { sex: 'Female', ageFrom: 15, low: 12, high: 15.5 },
      { sex: 'Male', ageFrom: 15, low: 13, high: 17 },
      { sex: 'any', low: 12, high: 17 },
    ],
    retestDays: 90,
  },
  ferritin: {
    code: 'ferritin',
    name: 'Ferritin',
    unit: 'ng/mL',
    decimals: 0,
    group: 'blood',
    possible: { min: 1, max: 10000 },
    otherUnits: { 'µg/L': 1 },
    ranges: bySex([15, 150], [30, 400]),
    retestDays: 180,
  },
  fastingInsulin: {
    code: 'fastingInsulin',
    name: 'Fasting insulin',
    unit: 'µIU/mL',
    decimals: 1,
    group: 'glucose',
    possible: { min: 0.5, max: 300 },
    otherUnits: { 'pmol/L': 1 / 6 },
    ranges: adults(2, 25),
    retestDays: 180,
  },
  creatinine: {
    code: 'creatinine',
    name: 'Creatinine',
    unit: 'mg/dL',
    decimals: 2,
    group: 'kidneyLiver',
    possible: { min: 0.1, max: 20 },
    otherUnits: { 'µmol/L': 1 / 88.4 },
    ranges: bySex([0.5, 1.1], [0.7, 1.3]),
    retestDays: 365,
  },
  alt: {
    code: 'alt',
    name: 'ALT (SGPT)',
    unit: 'U/L',
    decimals: 0,
    group: 'kidneyLiver',
    possible: { min: 1, max: 5000 },
    otherUnits: {},
    ranges: bySex([null, 35], [null, 45]),
    retestDays: 180,
  },
  ast: {
    code: 'ast',
    name: 'AST (SGOT)',
    unit: 'U/L',
    decimals: 0,
    group: 'kidneyLiver',
    possible: { min: 1, max: 5000 },
    otherUnits: {},
    ranges: adults(null, 40),
    retestDays: 180,
  },
  uricAcid: {
    code: 'uricAcid',
    name: 'Uric acid',
    unit: 'mg/dL',
    decimals: 1,
    group: 'kidneyLiver',
    possible: { min: 0.5, max: 25 },
    otherUnits: { 'µmol/L': 1 / 59.48 },
    ranges: bySex([2.4, 6], [3.4, 7]),
    retestDays: 180,
  },
};

export const isLabTestCode = (code: string): code is LabTestCode =>
  (LAB_TEST_CODES as readonly string[]).includes(code);
