import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { appointments, nutritionists, sessionNotes, users } from '#api/db/schema/index.ts';

/** A booked session completed, with the notes of the meeting. */
export async function markCompleted(db: Executor, id: number, notes: string) {
  await db
    .update(appointments)
    .set({ status: 'completed', notes, completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(appointments.id, id));
  // Issue 35: the notes are the ADIME note's summary; a draft written before the session
  // was completed follows them (a signed note never changes).
  await db
    .update(sessionNotes)
    .set({ summary: notes })
    .where(and(eq(sessionNotes.appointmentId, id), isNull(sessionNotes.signedAt)));
}

/** A session that did not happen, kept as missed: the nutritionist marked it. */
export async function markMissed(db: Executor, id: number) {
  await db
    .update(appointments)
    .set({
      status: 'missed',
      missedAt: sql`now()`,
      missedBy: 'nutritionist',
      updatedAt: sql`now()`,
    })
    .where(eq(appointments.id, id));
}

/**
 * Her completed sessions across her clients. The notes of a client who withdrew consent
 * are left out (issue 30): her session notes are closed to staff like her other health
 * records, while the session itself still shows.
 */
export function completedFor(db: Executor, nutritionistId: number) {
  return db
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      notes: sql<
        string | null
      >`case when ${users.consentWithdrawnAt} is null then ${appointments.notes} end`,
      scheduledAt: appointments.scheduledAt,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.clientId))
    .where(
      and(eq(appointments.nutritionistId, nutritionistId), eq(appointments.status, 'completed')),
    )
    .orderBy(desc(appointments.scheduledAt));
}

/** One client's completed sessions, newest first, with who held each (appointments_client_idx). */
export function completedOfClient(db: Executor, clientId: number) {
  return db
    .select({
      id: appointments.id,
      scheduledAt: appointments.scheduledAt,
      notes: appointments.notes,
      nutritionistName: nutritionists.name,
    })
    .from(appointments)
    .leftJoin(nutritionists, eq(nutritionists.id, appointments.nutritionistId))
    .where(and(eq(appointments.clientId, clientId), eq(appointments.status, 'completed')))
    .orderBy(desc(appointments.scheduledAt), desc(appointments.id));
}

/** Every session of one client, newest first, with its notes (her record for the admin). */
export async function sessionHistoryOf(db: Executor, clientId: number) {
  const rows = await db
    .select({
      id: appointments.id,
      scheduledAt: appointments.scheduledAt,
      status: appointments.status,
      notes: appointments.notes,
    })
    .from(appointments)
    .where(eq(appointments.clientId, clientId))
    .orderBy(desc(appointments.scheduledAt));
  return rows.map((row) => ({ ...row, scheduledAt: row.scheduledAt.toISOString() }));
}
