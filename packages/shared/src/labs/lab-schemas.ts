import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import { isoDateSchema } from '../schemas/journal.ts';
import { LAB_TEST_CODES, LAB_TESTS, isLabTestCode } from './lab-catalogue.ts';
import { toTestUnit } from './lab-values.ts';
import { LAB_RANGE_SEXES } from './lab-range-shape.ts';

/** The oldest date a lab value may carry (older is a typing error). */
export const LAB_DATE_MIN = '1900-01-01';
/** At most this many tests in one panel (the catalogue's size). */
export const LAB_PANEL_MAX = LAB_TEST_CODES.length;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Issue 35: what the lab calls answer; the server and the screens say the same words. */
export const labMessages = {
  unknownTest: 'Please choose a test from the list.',
  unknownUnit: (name: string, units: readonly string[]) =>
    `${name} can be entered in ${units.join(' or ')} only.`,
  valueOutOfSpan: (name: string, min: number, max: number, unit: string) =>
    `${name} must be a number between ${round2(min)} and ${round2(max)} ${unit}.`,
  dateInvalid: 'Please enter the date the sample was taken.',
  dateTooOld: 'Please enter a date taken from 1900 onwards.',
  dateInFuture: 'The date taken cannot be in the future.',
  noValues: 'Please enter at least one test value.',
  testTwice: 'Each test can appear only once in a panel.',
  sameDay: (name: string, date: string) =>
    `${name} already has a value taken on ${date}. Delete that value first to enter another.`,
  resultNotFound: 'Lab value not found',
  reportNotFound: 'Lab report not found',
  resultDeleted: 'Lab value deleted',
  reportMarkedRead: 'Report marked as read',
  reportAlreadyRead: 'This report is already marked as read.',
  rangeInvalid: 'A range’s low must be below its high, and it needs at least one of them.',
  retestDaysInvalid: 'Please give a retest interval between 1 and 3650 days, or none.',
  noteTooLong: 'Please keep the note under 500 characters.',
  settingReset: 'The test’s ranges are back to the defaults.',
} as const;

/** The units a test may be entered in: its own first, then the others labs print. */
export const unitsOf = (code: keyof typeof LAB_TESTS): string[] => [
  LAB_TESTS[code].unit,
  ...Object.keys(LAB_TESTS[code].otherUnits),
];

const labDateSchema = isoDateSchema
  .refine((value) => value >= LAB_DATE_MIN, labMessages.dateTooOld)
  .describe('yyyy-mm-dd');

/** One value as the lab printed it. */
export const labValueInputSchema = z.object({
  code: z.enum(LAB_TEST_CODES, { error: labMessages.unknownTest }),
  value: z.coerce.number({ error: labMessages.noValues }).refine(Number.isFinite),
  unit: z.string().trim().min(1).max(20),
});
export type LabValueInput = z.input<typeof labValueInputSchema>;

/**
 * POST /clients/:clientId/labs: a panel, the date taken and several tests at once, each in
 * a unit the lab printed. A value must be one a person can have (in the test's unit after
 * conversion); the future date is the server's to refuse (it knows today).
 */
export const labPanelInputSchema = z
  .object({
    takenOn: labDateSchema,
    labReportId: idSchema.nullish(),
    values: z.array(labValueInputSchema).min(1, labMessages.noValues).max(LAB_PANEL_MAX),
  })
  .superRefine((panel, ctx) => {
    const seen = new Set<string>();
    panel.values.forEach((entry, index) => {
      const test = LAB_TESTS[entry.code];
      if (seen.has(entry.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['values', index, 'code'],
          message: labMessages.testTwice,
        });
      }
      seen.add(entry.code);
      const converted = toTestUnit(entry.code, entry.value, entry.unit);
      if (converted === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['values', index, 'unit'],
          message: labMessages.unknownUnit(test.name, unitsOf(entry.code)),
        });
      } else if (converted < test.possible.min || converted > test.possible.max) {
        const factor = entry.unit === test.unit ? 1 : (test.otherUnits[entry.unit] ?? 1);
        ctx.addIssue({
          code: 'custom',
          path: ['values', index, 'value'],
          message: labMessages.valueOutOfSpan(
            test.name,
            test.possible.min / factor,
            test.possible.max / factor,
            entry.unit,
          ),
        });
      }
    });
  });
export type LabPanelInput = z.input<typeof labPanelInputSchema>;

export const labFlagSchema = z.enum(['low', 'high', 'inRange']).nullable();

export const labResultSchema = z.object({
  id: z.number().int(),
  code: z.enum(LAB_TEST_CODES),
  value: z.number(),
  unit: z.string(),
  reportedValue: z.number().nullable(),
  reportedUnit: z.string().nullable(),
  takenOn: z.string(),
  flag: labFlagSchema,
  reportId: z.number().int().nullable(),
});
export type LabResult = z.infer<typeof labResultSchema>;

const boundsSchema = z.object({ low: z.number().nullable(), high: z.number().nullable() });

/** One test's values over time, oldest first, with the range that applies to her. */
export const labTrendSchema = z.object({
  code: z.enum(LAB_TEST_CODES),
  unit: z.string(),
  range: boundsSchema.nullable(),
  retestDays: z.number().int().nullable(),
  /** Her latest value is older than the practice's interval for this test. */
  retestDue: z.boolean(),
  results: z.array(labResultSchema),
});
export type LabTrend = z.infer<typeof labTrendSchema>;

export const labReportSchema = z.object({
  id: z.number().int(),
  fileId: z.number().int(),
  fileName: z.string(),
  mime: z.string(),
  takenOn: z.string().nullable(),
  note: z.string(),
  status: z.enum(['awaiting', 'read']),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type LabReport = z.infer<typeof labReportSchema>;

/** GET /clients/:clientId/labs: her trends, HOMA-IR where a day has both, her reports. */
export const clientLabsSchema = z.object({
  trends: z.array(labTrendSchema),
  homaIr: z.array(z.object({ takenOn: z.string(), value: z.number(), high: z.boolean() })),
  reports: z.array(labReportSchema),
});
export type ClientLabs = z.infer<typeof clientLabsSchema>;

/** POST /clients/:clientId/lab-reports (multipart, the file in `report`): her own report. */
export const labReportFormSchema = z.object({
  takenOn: z.preprocess((value) => (value === '' ? undefined : value), labDateSchema.optional()),
  note: z.string().trim().max(500, labMessages.noteTooLong).default(''),
});

export const labResultParamsSchema = z.object({ clientId: idSchema, labResultId: idSchema });
export const labReportParamsSchema = z.object({ clientId: idSchema, labReportId: idSchema });
export const labTestParamsSchema = z.object({
  code: z.string().refine(isLabTestCode, labMessages.unknownTest),
});

const bound = z.number().finite().nullable();
export const labRangeSchema = z
  .object({
    sex: z.enum(LAB_RANGE_SEXES),
    ageFrom: z.number().int().min(0).max(120).optional(),
    ageTo: z.number().int().min(0).max(120).optional(),
    low: bound,
    high: bound,
  })
  .refine(
    (r) =>
      (r.low !== null || r.high !== null) && (r.low === null || r.high === null || r.low < r.high),
    labMessages.rangeInvalid,
  );

/** PUT /admin/lab-tests/:code: the practice's ranges and retest interval for one test. */
export const labSettingInputSchema = z.object({
  ranges: z.array(labRangeSchema).min(1).max(12),
  retestDays: z
    .number()
    .int()
    .min(1, labMessages.retestDaysInvalid)
    .max(3650, labMessages.retestDaysInvalid)
    .nullable(),
});
export type LabSettingInput = z.input<typeof labSettingInputSchema>;

export const labSettingSchema = z.object({
  code: z.enum(LAB_TEST_CODES),
  unit: z.string(),
  ranges: z.array(labRangeSchema),
  retestDays: z.number().int().nullable(),
  /** The practice changed it (reset brings back the catalogue's defaults). */
  edited: z.boolean(),
});
export type LabSetting = z.infer<typeof labSettingSchema>;
