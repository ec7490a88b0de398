import { asc, eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';

/**
 * Issue 35: her lab results and reports and her files with their bytes, for her export,
 * every table read by her id only (her intake forms, notes and outcome reports come from
 * their modules' own readings).
 */
export async function clinicalRecordsOf(db: Executor, id: number) {
  const files = await db
    .select()
    .from(t.recordFiles)
    .where(eq(t.recordFiles.clientId, id))
    .orderBy(asc(t.recordFiles.id));
  return {
    labResults: await db
      .select()
      .from(t.labResults)
      .where(eq(t.labResults.clientId, id))
      .orderBy(asc(t.labResults.takenOn), asc(t.labResults.id)),
    labReports: await db
      .select()
      .from(t.labReports)
      .where(eq(t.labReports.clientId, id))
      .orderBy(asc(t.labReports.id)),
    files,
  };
}
