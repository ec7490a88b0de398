import {
  sessionNoteMessages as m,
  type noteDraftSchema,
  type SessionNoteRecord,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { conflict, notFound } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import {
  assertClientConsents,
  assertOwnClient,
  assertStaffMayReadRecords,
} from '#api/modules/access/client-access.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit, auditRead } from '#api/modules/audit/audit.repository.ts';
import { isoDateIn } from '#api/modules/journal/journal-dates.ts';
import { noteFigures } from './clinical-figures.ts';
import * as repo from './session-notes.repository.ts';

type Session = repo.AppointmentRow;

function toRecord(
  session: Session,
  note: repo.NoteRow | undefined,
  addenda: repo.AddendumRow[],
): SessionNoteRecord {
  return {
    id: note?.id ?? null,
    appointmentId: session.id,
    clientId: session.clientId,
    scheduledAt: session.scheduledAt.toISOString(),
    appointmentStatus: session.status,
    templateId: note?.templateId ?? null,
    figures: note?.figures ?? null,
    assessment: note?.assessment ?? '',
    diagnoses: note?.diagnoses ?? [],
    intervention: note?.intervention ?? '',
    monitoring: note?.monitoring ?? '',
    nextSessionOn: note?.nextSessionOn ?? null,
    summary: note?.summary ?? session.notes ?? '',
    signedAt: note?.signedAt?.toISOString() ?? null,
    signedName: note?.signedName ?? null,
    addenda: addenda.map((a) => ({
      id: a.id,
      authorName: a.authorName,
      text: a.text,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/** A session of one of her clients; any other (or none) is 404, as if it did not exist. */
async function ownSession(deps: AppDeps, me: { id: number }, appointmentId: number) {
  const session = await repo.findAppointment(deps.db, appointmentId);
  if (!session) throw notFound(m.appointmentNotFound);
  await assertOwnClient(deps.db, me.id, session.clientId, m.appointmentNotFound);
  return session;
}

/** A write to her session's note: hers, and she has not withdrawn consent; its note if any. */
async function noteToWrite(deps: AppDeps, me: AuthUser, appointmentId: number) {
  const session = await ownSession(deps, me, appointmentId);
  await assertClientConsents(deps.db, session.clientId);
  return { session, existing: await repo.noteOf(deps.db, session.id) };
}

async function recordOf(db: Executor, session: Session): Promise<SessionNoteRecord> {
  const note = await repo.noteOf(db, session.id);
  return toRecord(session, note, note ? await repo.addendaOf(db, [note.id]) : []);
}

/** The note's figures as they were when it was opened: her latest by the session's day. */
async function prefill(deps: AppDeps, me: AuthUser, session: Session) {
  const zone = deps.config.defaultTimeZone;
  const previous = await repo.previousSessionStart(deps.db, session.clientId, session.scheduledAt);
  return noteFigures(
    deps,
    me,
    session.clientId,
    isoDateIn(zone, session.scheduledAt),
    previous ? isoDateIn(zone, previous) : null,
  );
}

/** A session's note, or a draft prefilled with her figures (not stored until saved). */
export async function readNote(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  appointmentId: number,
): Promise<SessionNoteRecord> {
  const session = await ownSession(deps, me, appointmentId);
  await assertStaffMayReadRecords(deps.db, actor, 'notes', session.clientId);
  const record = await recordOf(deps.db, session);
  if (record.id === null) record.figures = await prefill(deps, me, session);
  await auditRead(deps.db, actor, 'notes', session.clientId);
  return record;
}

/** Saves a draft (409 once signed); the session's notes become its summary. */
export async function saveDraft(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  appointmentId: number,
  input: z.output<typeof noteDraftSchema>,
): Promise<SessionNoteRecord> {
  const { session, existing } = await noteToWrite(deps, me, appointmentId);
  if (existing?.signedAt) throw conflict(m.signedNoEdit, 'NOTE_SIGNED');
  const figures = existing?.figures ?? (await prefill(deps, me, session));
  return deps.db.transaction(async (tx) => {
    const note = await repo.upsertDraft(tx, {
      appointmentId: session.id,
      clientId: session.clientId,
      authorId: me.id,
      templateId: input.templateId ?? null,
      figures,
      assessment: input.assessment,
      diagnoses: input.diagnoses,
      intervention: input.intervention,
      monitoring: input.monitoring,
      nextSessionOn: input.nextSessionOn ?? null,
      summary: input.summary,
      updatedAt: deps.clock.now(),
    });
    if (input.summary !== (session.notes ?? '')) {
      await repo.setSessionNotes(tx, session.id, input.summary);
    }
    await audit(tx, actor, existing ? 'update' : 'create', 'session_note', note.id, {
      ...(existing ? { before: existing } : {}),
      after: note,
      subject: session.clientId,
    });
    return recordOf(tx, { ...session, notes: input.summary });
  });
}

/** Signs the completed session's note (a draft is stored first if none was saved). */
export async function signNote(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  appointmentId: number,
): Promise<SessionNoteRecord> {
  const { session, existing } = await noteToWrite(deps, me, appointmentId);
  if (session.status !== 'completed') throw conflict(m.notCompleted, 'NOTE_NOT_READY');
  if (existing?.signedAt) throw conflict(m.alreadySigned, 'NOTE_SIGNED');
  const figures = existing ? null : await prefill(deps, me, session);
  return deps.db.transaction(async (tx) => {
    const note =
      existing ??
      (await repo.upsertDraft(tx, {
        appointmentId: session.id,
        clientId: session.clientId,
        authorId: me.id,
        figures,
        summary: session.notes ?? '',
      }));
    await repo.signNote(tx, note.id, { signedBy: me.id, signedAt: deps.clock.now() });
    await audit(tx, actor, 'update', 'session_note', note.id, {
      after: { signedAt: true },
      subject: session.clientId,
    });
    return recordOf(tx, session);
  });
}

/** A correction or addition to a signed note; the note itself stays as signed. */
export async function addAddendum(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  appointmentId: number,
  text: string,
): Promise<SessionNoteRecord> {
  const { session, existing: note } = await noteToWrite(deps, me, appointmentId);
  if (!note?.signedAt) throw conflict(m.notSigned, 'NOTE_NOT_READY');
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertAddendum(tx, { noteId: note.id, authorId: me.id, text });
    await audit(tx, actor, 'create', 'session_note_addendum', id, {
      after: { noteId: note.id, text },
      subject: session.clientId,
    });
    return recordOf(tx, session);
  });
}

/** Every completed session of hers with its note (or none yet), newest first. */
export async function clientNotes(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
): Promise<SessionNoteRecord[]> {
  await assertOwnClient(deps.db, me.id, clientId);
  return sessionNoteRecordsOf(deps.db, clientId);
}

/** Her notes with their addenda, newest session first (also her data export's part). */
export async function sessionNoteRecordsOf(
  db: Executor,
  clientId: number,
): Promise<SessionNoteRecord[]> {
  const [sessions, notes] = await Promise.all([
    repo.completedSessions(db, clientId),
    repo.notesOfClient(db, clientId),
  ]);
  const addenda = await repo.addendaOf(
    db,
    notes.map((n) => n.id),
  );
  const byAppointment = new Map(notes.map((n) => [n.appointmentId, n]));
  return sessions.map((s) => {
    const note = byAppointment.get(s.id);
    return toRecord(s, note, note ? addenda.filter((a) => a.noteId === note.id) : []);
  });
}
