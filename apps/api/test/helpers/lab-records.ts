import * as t from '#api/db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { isoDateFromToday } from './test-clock.ts';

/**
 * Issue 35: a lab value her nutritionist entered and a report she uploaded, straight in the
 * tables (the report's file would otherwise need the upload), for the generated tests.
 */
export async function insertLabRecords(
  db: TestApp['db'],
  clientId: number,
  nutritionistId: number,
) {
  const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');
  const [file] = await db
    .insert(t.recordFiles)
    .values({
      clientId,
      uploadedBy: clientId,
      purpose: 'labReport',
      mime: 'application/pdf',
      fileName: 'report.pdf',
      size: bytes.length,
      bytes,
    })
    .returning({ id: t.recordFiles.id });
  const [report] = await db
    .insert(t.labReports)
    .values({ clientId, fileId: file!.id, uploadedBy: clientId })
    .returning({ id: t.labReports.id });
  const [result] = await db
    .insert(t.labResults)
    .values({
      clientId,
      testCode: 'tsh',
      value: 2.5,
      takenOn: isoDateFromToday('Asia/Kolkata', -1),
      enteredBy: nutritionistId,
    })
    .returning({ id: t.labResults.id });
  return { labResultId: result!.id, labReportId: report!.id };
}
