import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';

/**
 * Issue 35: her clinical record for her export, every table read by her id only: the
 * intake forms sent to her (with the questions they asked), lab results and reports, the
 * session notes with their addenda, outcome reports, and her files with their bytes.
 */
export async function clinicalRecordsOf(db: Executor, id: number) {
  const sends = await db
    .select({
      id: t.intakeSends.id,
      form: t.intakeFormVersions.title,
      version: t.intakeFormVersions.version,
      sections: t.intakeFormVersions.sections,
      consentStatement: t.intakeFormVersions.consentStatement,
      answers: t.intakeSends.answers,
      sentAt: t.intakeSends.sentAt,
      openedAt: t.intakeSends.openedAt,
      completedAt: t.intakeSends.completedAt,
      signedName: t.intakeSends.signedName,
      signedOn: t.intakeSends.signedOn,
    })
    .from(t.intakeSends)
    .innerJoin(t.intakeFormVersions, eq(t.intakeFormVersions.id, t.intakeSends.formVersionId))
    .where(eq(t.intakeSends.clientId, id))
    .orderBy(asc(t.intakeSends.id));
  const notes = await db
    .select()
    .from(t.sessionNotes)
    .where(eq(t.sessionNotes.clientId, id))
    .orderBy(asc(t.sessionNotes.id));
  const addenda = notes.length
    ? await db
        .select()
        .from(t.sessionNoteAddenda)
        .where(
          inArray(
            t.sessionNoteAddenda.noteId,
            notes.map((note) => note.id),
          ),
        )
        .orderBy(asc(t.sessionNoteAddenda.id))
    : [];
  const files = await db
    .select()
    .from(t.recordFiles)
    .where(eq(t.recordFiles.clientId, id))
    .orderBy(asc(t.recordFiles.id));
  return {
    sends,
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
    notes: notes.map((note) => ({
      ...note,
      addenda: addenda.filter((addendum) => addendum.noteId === note.id),
    })),
    outcomeReports: await db
      .select()
      .from(t.outcomeReports)
      .where(eq(t.outcomeReports.clientId, id))
      .orderBy(asc(t.outcomeReports.id)),
    files,
  };
}
