import { isLabTestCode, LAB_TESTS } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { intakeRecordsOf } from '#api/modules/intake-forms/intake-sends.service.ts';
import { outcomeReportsOf } from '#api/modules/outcome-reports/outcome-reports.service.ts';
import { sessionNoteRecordsOf } from '#api/modules/session-notes/session-notes.service.ts';
import { clinicalRecordsOf } from './clinical-export.repository.ts';

/**
 * Issue 35: her clinical record as her export carries it. Each intake answer is next to the
 * question it answered, as the intake module says it (the form's version she was sent, a
 * number with its unit), each lab value with its test's name and unit, the notes and reports as
 * their modules read them, and each file with its bytes (base64), so "labs with files" is whole.
 */
export async function clinicalExportOf(db: Executor, id: number) {
  const records = await clinicalRecordsOf(db, id);
  return {
    intakeForms: await intakeRecordsOf(db, id),
    labResults: records.labResults.map((result) => ({
      test: isLabTestCode(result.testCode) ? LAB_TESTS[result.testCode].name : result.testCode,
      value: result.value,
      unit: isLabTestCode(result.testCode) ? LAB_TESTS[result.testCode].unit : null,
      reportedValue: result.reportedValue,
      reportedUnit: result.reportedUnit,
      takenOn: result.takenOn,
      reportId: result.reportId,
      createdAt: result.createdAt,
    })),
    labReports: records.labReports.map(({ uploadedBy: _by, readBy: _reader, ...report }) => report),
    // Every completed session of hers reads as a record there; her export keeps the notes.
    sessionNotes: (await sessionNoteRecordsOf(db, id)).filter((note) => note.id !== null),
    outcomeReports: await outcomeReportsOf(db, id),
    recordFiles: records.files.map(({ bytes, uploadedBy: _by, ...file }) => ({
      ...file,
      contentBase64: bytes.toString('base64'),
    })),
  };
}
