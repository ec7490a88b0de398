import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import {
  clients,
  labReports,
  labResults,
  labTestSettings,
  recordFiles,
} from '#api/db/schema/index.ts';

export type LabResultRow = typeof labResults.$inferSelect;
export type NewLabResult = typeof labResults.$inferInsert;
export type LabSettingRow = typeof labTestSettings.$inferSelect;

/** Her values, oldest first by test and day. */
export function resultsOf(db: Executor, clientId: number): Promise<LabResultRow[]> {
  return db
    .select()
    .from(labResults)
    .where(eq(labResults.clientId, clientId))
    .orderBy(asc(labResults.testCode), asc(labResults.takenOn), asc(labResults.id));
}

/** The values already there for these tests on this day (a second is refused). */
export function resultsOnDay(db: Executor, clientId: number, takenOn: string) {
  return db
    .select({ testCode: labResults.testCode })
    .from(labResults)
    .where(and(eq(labResults.clientId, clientId), eq(labResults.takenOn, takenOn)));
}

export function insertResults(db: Executor, rows: NewLabResult[]): Promise<LabResultRow[]> {
  return db.insert(labResults).values(rows).returning();
}

export async function findResult(
  db: Executor,
  clientId: number,
  resultId: number,
): Promise<LabResultRow | undefined> {
  const [row] = await db
    .select()
    .from(labResults)
    .where(and(eq(labResults.clientId, clientId), eq(labResults.id, resultId)));
  return row;
}

export async function deleteResult(db: Executor, resultId: number): Promise<void> {
  await db.delete(labResults).where(eq(labResults.id, resultId));
}

const reportColumns = {
  id: labReports.id,
  fileId: labReports.fileId,
  fileName: recordFiles.fileName,
  mime: recordFiles.mime,
  takenOn: labReports.takenOn,
  note: labReports.note,
  status: labReports.status,
  createdAt: labReports.createdAt,
  readAt: labReports.readAt,
};

/** Her reports with their files' names, newest first. */
export function reportsOf(db: Executor, clientId: number) {
  return db
    .select(reportColumns)
    .from(labReports)
    .innerJoin(recordFiles, eq(recordFiles.id, labReports.fileId))
    .where(eq(labReports.clientId, clientId))
    .orderBy(desc(labReports.createdAt), desc(labReports.id));
}
export type LabReportRow = Awaited<ReturnType<typeof reportsOf>>[number];

export async function findReport(
  db: Executor,
  clientId: number,
  reportId: number,
): Promise<LabReportRow | undefined> {
  const [row] = await db
    .select(reportColumns)
    .from(labReports)
    .innerJoin(recordFiles, eq(recordFiles.id, labReports.fileId))
    .where(and(eq(labReports.clientId, clientId), eq(labReports.id, reportId)));
  return row;
}

export async function markReportRead(
  db: Executor,
  reportId: number,
  readBy: number,
  readAt: Date,
): Promise<void> {
  await db
    .update(labReports)
    .set({ status: 'read', readBy, readAt })
    .where(eq(labReports.id, reportId));
}

export function insertReport(db: Executor, row: typeof labReports.$inferInsert) {
  return db.insert(labReports).values(row).returning({ id: labReports.id });
}

/** Her sex and age, for the ranges that depend on them. */
export async function sexAndAgeOf(db: Executor, clientId: number) {
  const [row] = await db
    .select({ gender: clients.gender, age: clients.age })
    .from(clients)
    .where(eq(clients.id, clientId));
  return { sex: row?.gender ?? null, age: row?.age ?? null };
}

export function settings(db: Executor): Promise<LabSettingRow[]> {
  return db.select().from(labTestSettings);
}

export async function saveSetting(db: Executor, row: typeof labTestSettings.$inferInsert) {
  const [saved] = await db
    .insert(labTestSettings)
    .values(row)
    .onConflictDoUpdate({
      target: labTestSettings.testCode,
      set: {
        ranges: row.ranges,
        retestDays: row.retestDays,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt,
      },
    })
    .returning();
  return saved;
}

export async function deleteSetting(
  db: Executor,
  code: string,
): Promise<LabSettingRow | undefined> {
  const [row] = await db
    .delete(labTestSettings)
    .where(eq(labTestSettings.testCode, code))
    .returning();
  return row;
}
