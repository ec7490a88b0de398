import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appointments, nutritionists } from '../../db/schema/index.ts';

/** A booked session completed, with the notes of the meeting. */
export async function markCompleted(db: Executor, id: number, notes: string) {
  await db
    .update(appointments)
    .set({ status: 'completed', notes, completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(appointments.id, id));
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

export function completedFor(db: Executor, nutritionistId: number) {
  return db
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      notes: appointments.notes,
      scheduledAt: appointments.scheduledAt,
    })
    .from(appointments)
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
