import * as t from '#api/db/schema/index.ts';
import { insertPdfLabReport } from '#api/db/seed-labs.ts';
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
  const labReportId = await insertPdfLabReport(db, clientId, {
    fileName: 'report.pdf',
    bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
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
  return { labResultId: result!.id, labReportId };
}
