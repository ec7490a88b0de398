import { isLabTestCode, LAB_TESTS, type IntakeAnswer } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { clinicalRecordsOf } from './clinical-export.repository.ts';

/** An answer as she would read it: a file by its number in her files, choices joined. */
function readable(answer: IntakeAnswer | undefined): string | number | boolean | null {
  if (answer === undefined || answer === null) return null;
  if (Array.isArray(answer)) return answer.join(', ');
  if (typeof answer === 'object') return `File ${answer.fileId} (see Record files)`;
  return answer;
}

/**
 * Issue 35: her clinical record as her export carries it. Each intake answer is next to the
 * question it answered (the form's version she was sent), each lab value with its test's
 * name and unit, and each file with its bytes (base64), so "labs with files" is whole.
 */
export async function clinicalExportOf(db: Executor, id: number) {
  const records = await clinicalRecordsOf(db, id);
  return {
    intakeForms: records.sends.map(({ sections, answers, ...send }) => ({
      ...send,
      answers: sections.flatMap((section) =>
        section.questions.map((question) => ({
          section: section.title,
          question: question.label,
          answer: readable(answers[question.id]),
        })),
      ),
    })),
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
    sessionNotes: records.notes.map(({ authorId: _a, signedBy: _s, templateId: _t, ...note }) => ({
      ...note,
      addenda: note.addenda.map(({ authorName, text, createdAt }) => ({
        authorName,
        text,
        createdAt,
      })),
    })),
    outcomeReports: records.outcomeReports.map(({ createdBy: _by, ...report }) => report),
    recordFiles: records.files.map(({ bytes, uploadedBy: _by, ...file }) => ({
      ...file,
      contentBase64: bytes.toString('base64'),
    })),
  };
}
