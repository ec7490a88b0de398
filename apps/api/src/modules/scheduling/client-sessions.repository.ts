import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { appointments, clients } from '#api/db/schema/index.ts';

/**
 * The spec's `nextSession`, `lastSession` and `completed` of a client, derived from her
 * appointments (issue 17): the earliest booked session, the latest completed one, and
 * "done with nothing booked after". Every change to her appointments calls this in the
 * same transaction, so the record never disagrees with the sessions.
 */
export async function syncClientSessions(db: Executor, clientId: number): Promise<void> {
  const booked = db
    .select({ at: sql`min(${appointments.scheduledAt})` })
    .from(appointments)
    .where(and(eq(appointments.clientId, clientId), eq(appointments.status, 'booked')));
  const done = db
    .select({ at: sql`max(${appointments.scheduledAt})` })
    .from(appointments)
    .where(and(eq(appointments.clientId, clientId), eq(appointments.status, 'completed')));
  await db
    .update(clients)
    .set({
      nextSession: sql`(${booked})`,
      lastSession: sql`(${done})`,
      completed: sql`(${booked}) is null and (${done}) is not null`,
      updatedAt: sql`now()`,
    })
    .where(eq(clients.id, clientId));
}
