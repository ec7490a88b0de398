import { LAB_TESTS, isLabTestCode, toTestUnit } from '@nourishwell/shared';
import { isoDateFromToday, wallClockFromToday } from '#api/lib/dates.ts';
import type { Transaction } from './client.ts';
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
  const clientId = idOf(people.clientIds, report.client);
  const bytes = report.bytes();
  const sentAt = wallClockFromToday(zone, -report.uploadedDaysAgo, 19, 30, now);
  const [file] = await tx
    .insert(t.recordFiles)
    .values({
      clientId,
      uploadedBy: clientId,
      purpose: 'labReport',
      mime: 'application/pdf',
      fileName: report.fileName,
      size: bytes.length,
      bytes,
      createdAt: sentAt,
    })
    .returning({ id: t.recordFiles.id });
  await tx.insert(t.labReports).values({
    clientId,
    fileId: file!.id,
    uploadedBy: clientId,
    takenOn: isoDateFromToday(zone, -report.takenDaysAgo, now),
    note: report.note,
    createdAt: sentAt,
  });
}
