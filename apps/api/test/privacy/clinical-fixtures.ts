import type { Database } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';

/**
 * Issue 35: one record of each clinical kind for a client, each carrying `mark` so a test
 * can see whose record reached an export (or survived an erasure).
 */
export async function seedClinicalRecords(
  db: Database,
  c: { id: number; nutritionistId: number },
  mark: string,
) {
  const [form] = await db
    .insert(t.intakeForms)
    .values({ title: 'New client intake' })
    .returning({ id: t.intakeForms.id });
  const [version] = await db
    .insert(t.intakeFormVersions)
    .values({
      formId: form!.id,
      version: 1,
      title: 'New client intake',
      consentStatement: 'I confirm my answers are true.',
      sections: [
        {
          id: 's1',
          title: 'Health',
          questions: [{ id: 'q1', kind: 'longText', label: 'Medications', required: true }],
        },
      ],
    })
    .returning({ id: t.intakeFormVersions.id });
  await db.insert(t.intakeSends).values({
    formVersionId: version!.id,
    clientId: c.id,
    sentBy: c.nutritionistId,
    sentAt: new Date('2026-01-02T05:00:00Z'),
    answers: { q1: `${mark}-intake-answer` },
  });
  const [file] = await db
    .insert(t.recordFiles)
    .values({
      clientId: c.id,
      uploadedBy: c.id,
      purpose: 'labReport',
      mime: 'application/pdf',
      fileName: `${mark}-report.pdf`,
      size: 5,
      bytes: Buffer.from('%PDF-'),
    })
    .returning({ id: t.recordFiles.id });
  const [report] = await db
    .insert(t.labReports)
    .values({ clientId: c.id, fileId: file!.id, uploadedBy: c.id, note: `${mark}-lab-note` })
    .returning({ id: t.labReports.id });
  await db.insert(t.labResults).values({
    clientId: c.id,
    testCode: 'hba1c',
    value: 6.1,
    takenOn: '2026-01-03',
    reportId: report!.id,
    enteredBy: c.nutritionistId,
  });
  const [session] = await db
    .insert(t.appointments)
    .values({
      clientId: c.id,
      nutritionistId: c.nutritionistId,
      scheduledAt: new Date('2026-01-06T05:00:00Z'),
      endsAt: new Date('2026-01-06T06:00:00Z'),
      status: 'completed',
      completedAt: new Date('2026-01-06T06:00:00Z'),
    })
    .returning({ id: t.appointments.id });
  const [note] = await db
    .insert(t.sessionNotes)
    .values({
      appointmentId: session!.id,
      clientId: c.id,
      authorId: c.nutritionistId,
      assessment: `${mark}-adime-assessment`,
      diagnoses: [
        { problem: 'Inadequate protein intake', etiology: 'skipped breakfast', signs: 'recall' },
      ],
      signedAt: new Date('2026-01-06T07:00:00Z'),
      signedName: 'Asha',
    })
    .returning({ id: t.sessionNotes.id });
  await db
    .insert(t.sessionNoteAddenda)
    .values({ noteId: note!.id, authorName: 'Asha', text: `${mark}-addendum` });
  await db.insert(t.outcomeReports).values({
    clientId: c.id,
    fromDate: '2026-01-01',
    toDate: '2026-01-31',
    summary: `${mark}-outcome`,
    createdBy: c.nutritionistId,
  });
}

/** The marks seedClinicalRecords leaves, one per kind of record. */
export const CLINICAL_MARKS = [
  'intake-answer',
  'report.pdf',
  'lab-note',
  'adime-assessment',
  'addendum',
  'outcome',
];
