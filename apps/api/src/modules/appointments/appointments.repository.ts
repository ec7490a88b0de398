import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appointments, clients, nutritionists } from '../../db/schema/index.ts';

/** Until the booking service (issue 17) takes these over: the default session length. */
const withEnd = <T extends { scheduledAt: Date }>(row: T) => ({
  ...row,
  endsAt: new Date(row.scheduledAt.getTime() + 45 * 60_000),
});

export async function insertScheduled(
  db: Executor,
  row: { clientId: number; nutritionistId: number; scheduledAt: Date },
) {
  const [created] = await db
    .insert(appointments)
    .values(withEnd(row))
    .returning({ id: appointments.id });
  return created?.id;
}

/** The client's booked (not yet completed) appointment at a time, if there is one. */
export async function findScheduled(db: Executor, clientId: number, at: Date) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.clientId, clientId),
        eq(appointments.status, 'booked'),
        eq(appointments.scheduledAt, at),
      ),
    )
    .limit(1);
  return row?.id;
}

export async function markCompleted(db: Executor, id: number, notes: string) {
  await db
    .update(appointments)
    .set({ status: 'completed', notes, completedAt: sql`now()` })
    .where(eq(appointments.id, id));
}

export async function moveScheduled(db: Executor, id: number, to: Date) {
  await db
    .update(appointments)
    .set({ scheduledAt: to, endsAt: new Date(to.getTime() + 45 * 60_000) })
    .where(eq(appointments.id, id));
}

export async function markMissed(db: Executor, id: number) {
  await db.update(appointments).set({ status: 'missed' }).where(eq(appointments.id, id));
}

export async function insertMissed(
  db: Executor,
  row: { clientId: number; nutritionistId: number; scheduledAt: Date },
) {
  await db.insert(appointments).values({ ...withEnd(row), status: 'missed' });
}

/** The client's next session as stored on her record. */
export async function nextSessionOf(db: Executor, clientId: number) {
  const [row] = await db
    .select({ nextSession: clients.nextSession })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.nextSession ?? null;
}

export async function insertCompleted(
  db: Executor,
  row: { clientId: number; nutritionistId: number; scheduledAt: Date; notes: string },
) {
  await db
    .insert(appointments)
    .values({ ...withEnd(row), status: 'completed', completedAt: sql`now()` });
}

export async function setSessions(
  db: Executor,
  clientId: number,
  sessions: { nextSession?: Date | null; lastSession?: Date | null; completed?: boolean },
) {
  await db
    .update(clients)
    .set({ ...sessions, updatedAt: sql`now()` })
    .where(eq(clients.id, clientId));
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
