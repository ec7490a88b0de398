import { and, asc, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import {
  appointments,
  clients,
  labResults,
  measurements,
  nutritionists,
  noteTemplates,
  sessionNoteAddenda,
  sessionNotes,
} from '#api/db/schema/index.ts';

export type NoteRow = typeof sessionNotes.$inferSelect;
export type NewNote = typeof sessionNotes.$inferInsert;
export type AddendumRow = typeof sessionNoteAddenda.$inferSelect;

/** What a note needs of its session: whose, whose nutritionist, when, how it ended, its notes. */
const sessionColumns = {
  id: appointments.id,
  clientId: appointments.clientId,
  nutritionistId: appointments.nutritionistId,
  scheduledAt: appointments.scheduledAt,
  status: appointments.status,
  notes: appointments.notes,
};

export async function findAppointment(db: Executor, appointmentId: number) {
  const [row] = await db
    .select(sessionColumns)
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row;
}
export type AppointmentRow = NonNullable<Awaited<ReturnType<typeof findAppointment>>>;

/** Her completed sessions, newest first, for her notes list. */
export function completedSessions(db: Executor, clientId: number) {
  return db
    .select(sessionColumns)
    .from(appointments)
    .where(and(eq(appointments.clientId, clientId), eq(appointments.status, 'completed')))
    .orderBy(desc(appointments.scheduledAt));
}

/** The completed session before this one: adherence is counted since it. */
export async function previousSessionStart(db: Executor, clientId: number, before: Date) {
  const [row] = await db
    .select({ at: appointments.scheduledAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.clientId, clientId),
        eq(appointments.status, 'completed'),
        lt(appointments.scheduledAt, before),
      ),
    )
    .orderBy(desc(appointments.scheduledAt))
    .limit(1);
  return row?.at;
}

export async function noteOf(db: Executor, appointmentId: number): Promise<NoteRow | undefined> {
  const [row] = await db
    .select()
    .from(sessionNotes)
    .where(eq(sessionNotes.appointmentId, appointmentId));
  return row;
}

export function notesOfClient(db: Executor, clientId: number): Promise<NoteRow[]> {
  return db.select().from(sessionNotes).where(eq(sessionNotes.clientId, clientId));
}

export function addendaOf(db: Executor, noteIds: number[]): Promise<AddendumRow[]> {
  if (noteIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(sessionNoteAddenda)
    .where(inArray(sessionNoteAddenda.noteId, noteIds))
    .orderBy(asc(sessionNoteAddenda.createdAt), asc(sessionNoteAddenda.id));
}

/** Inserts or replaces the draft of a session (one note per appointment). */
export async function upsertDraft(db: Executor, row: NewNote): Promise<NoteRow> {
  const { appointmentId: _key, clientId: _client, ...changes } = row;
  const [saved] = await db
    .insert(sessionNotes)
    .values(row)
    .onConflictDoUpdate({ target: sessionNotes.appointmentId, set: changes })
    .returning();
  if (!saved) throw new Error('session note not stored');
  return saved;
}

/** Her name as it is now, kept on the row so the signature outlives her account. */
const nameOf = (id: number) =>
  sql<string>`coalesce((select ${nutritionists.name} from ${nutritionists} where ${nutritionists.id} = ${id}), '')`;

/** Signs a draft, with the signer's name as it is now; a signed note is left as it is. */
export async function signNote(
  db: Executor,
  noteId: number,
  signer: { signedBy: number; signedAt: Date },
): Promise<void> {
  await db
    .update(sessionNotes)
    .set({ ...signer, signedName: nameOf(signer.signedBy) })
    .where(and(eq(sessionNotes.id, noteId), isNull(sessionNotes.signedAt)));
}

export async function insertAddendum(
  db: Executor,
  row: { noteId: number; authorId: number; text: string },
): Promise<number> {
  const [saved] = await db
    .insert(sessionNoteAddenda)
    .values({ ...row, authorName: nameOf(row.authorId) })
    .returning({ id: sessionNoteAddenda.id });
  return saved!.id;
}

/** The spec's notes field stays the note's summary, so existing reads keep working. */
export async function setSessionNotes(db: Executor, appointmentId: number, notes: string) {
  await db.update(appointments).set({ notes }).where(eq(appointments.id, appointmentId));
}

/** A template as the screens read it: its name and each part's starting text. */
const templateColumns = {
  id: noteTemplates.id,
  name: noteTemplates.name,
  assessment: noteTemplates.assessment,
  diagnosis: noteTemplates.diagnosis,
  intervention: noteTemplates.intervention,
  monitoring: noteTemplates.monitoring,
};

export function activeTemplates(db: Executor) {
  return db
    .select(templateColumns)
    .from(noteTemplates)
    .where(isNull(noteTemplates.retiredAt))
    .orderBy(asc(noteTemplates.name));
}

/** Her height, sex and age: BMI and the lab ranges that apply to her. */
export async function clientBasics(db: Executor, clientId: number) {
  const [row] = await db
    .select({ name: clients.name, height: clients.height, sex: clients.gender, age: clients.age })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}

/** Her weigh-ins up to a day, oldest first. */
export function measurementsUpTo(db: Executor, clientId: number, to: string) {
  return db
    .select({
      date: measurements.date,
      weightKg: measurements.weightKg,
      waistCm: measurements.waistCm,
    })
    .from(measurements)
    .where(and(eq(measurements.clientId, clientId), lte(measurements.date, to)))
    .orderBy(asc(measurements.date));
}

/** Her lab values up to a day, oldest first (read directly: the labs module is not ours). */
export function labsUpTo(db: Executor, clientId: number, to: string) {
  return db
    .select({ code: labResults.testCode, value: labResults.value, takenOn: labResults.takenOn })
    .from(labResults)
    .where(and(eq(labResults.clientId, clientId), lte(labResults.takenOn, to)))
    .orderBy(asc(labResults.takenOn));
}

export async function insertTemplate(db: Executor, row: typeof noteTemplates.$inferInsert) {
  const [saved] = await db.insert(noteTemplates).values(row).returning(templateColumns);
  return saved!;
}

export async function updateTemplate(
  db: Executor,
  id: number,
  changes: Partial<typeof noteTemplates.$inferInsert>,
) {
  const [saved] = await db
    .update(noteTemplates)
    .set(changes)
    .where(eq(noteTemplates.id, id))
    .returning(templateColumns);
  return saved;
}
