import {
  LAB_TESTS,
  labFlag,
  type LabRange,
  type LabReport,
  type LabResult,
  type LabTestCode,
} from '@nourishwell/shared';
import type * as repo from './labs.repository.ts';

/** A stored value as the API answers it, flagged against her range (none: no flag). */
export function toResult(row: repo.LabResultRow, range: LabRange | undefined): LabResult {
  const code = row.testCode as LabTestCode;
  return {
    id: row.id,
    code,
    value: row.value,
    unit: LAB_TESTS[code].unit,
    reportedValue: row.reportedValue,
    reportedUnit: row.reportedUnit,
    takenOn: row.takenOn,
    flag: labFlag(row.value, range),
    reportId: row.reportId,
  };
}

/** A stored report with its file's name, as the API answers it. */
export function toReport(row: repo.LabReportRow): LabReport {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
