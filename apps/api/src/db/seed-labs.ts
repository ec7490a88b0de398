import { LAB_TESTS, isLabTestCode, toTestUnit } from '@nourishwell/shared';
import { isoDateFromToday, wallClockFromToday } from '#api/lib/dates.ts';
import type { Executor, Transaction } from './client.ts';
import { demoAwaitingReport, demoLabPanels } from './demo-labs.ts';
import * as t from './schema/index.ts';

const idOf = (ids: Map<string, number>, key: string) => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo labs name ${key}`);
  return id;
};

/**
 * The demo's lab panels, converted as an entry through the API would be (the printed
 * value and unit kept beside), and Meera's report awaiting reading with its file.
 */
export async function seedDemoLabs(
  tx: Transaction,
  people: { clientIds: Map<string, number>; nutritionistIds: Map<string, number> },
  zone: string,
  now: Date,
) {
  for (const panel of demoLabPanels) {
    const clientId = idOf(people.clientIds, panel.client);
    const takenOn = isoDateFromToday(zone, -panel.daysAgo, now);
    await tx.insert(t.labResults).values(
      panel.values.map(({ code, value, unit }) => {
        if (!isLabTestCode(code)) throw new Error(`demo labs name the test ${code}`);
        const converted = unit === LAB_TESTS[code].unit;
        return {
          clientId,
          testCode: code,
          value: toTestUnit(code, value, unit)!,
          reportedValue: converted ? null : value,
          reportedUnit: converted ? null : unit,
          takenOn,
          enteredBy: idOf(people.nutritionistIds, panel.nutritionist),
        };
      }),
    );
  }
  const report = demoAwaitingReport;
  const sentAt = wallClockFromToday(zone, -report.uploadedDaysAgo, 19, 30, now);
  await insertPdfLabReport(tx, idOf(people.clientIds, report.client), {
    fileName: report.fileName,
    bytes: report.bytes(),
    takenOn: isoDateFromToday(zone, -report.takenDaysAgo, now),
    note: report.note,
    createdAt: sentAt,
  });
}

/**
 * A PDF report she sent, awaiting reading, straight in the tables (its file and its
 * report row): the demo's, and the tests' that need one without the upload.
 */
export async function insertPdfLabReport(
  tx: Executor,
  clientId: number,
  report: { fileName: string; bytes: Buffer; takenOn?: string; note?: string; createdAt?: Date },
): Promise<number> {
  const { fileName, bytes, takenOn, note, createdAt } = report;
  const [file] = await tx
    .insert(t.recordFiles)
    .values({
      clientId,
      uploadedBy: clientId,
      purpose: 'labReport',
      mime: 'application/pdf',
      fileName,
      size: bytes.length,
      bytes,
      createdAt,
    })
    .returning({ id: t.recordFiles.id });
  const [row] = await tx
    .insert(t.labReports)
    .values({ clientId, fileId: file!.id, uploadedBy: clientId, takenOn, note, createdAt })
    .returning({ id: t.labReports.id });
  return row!.id;
}
