import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { appointments } from '#api/db/schema/index.ts';

/**
 * Booked sessions that ended before `endedBefore` become missed, marked by the system at
 * `now`; answers the clients whose sessions changed (one entry per session). Rows another
 * process is marking are skipped (SKIP LOCKED), so two dispatchers never wait on each other.
 */
export async function markBookedEndedBeforeMissed(
  db: Executor,
  endedBefore: Date,
  now: Date,
): Promise<number[]> {
  const overdue = db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.status, 'booked'), lt(appointments.endsAt, endedBefore)))
    .for('update', { skipLocked: true });
  const rows = await db
    .update(appointments)
    .set({ status: 'missed', missedAt: now, missedBy: 'system', updatedAt: now })
    .where(inArray(appointments.id, overdue))
    .returning({ clientId: appointments.clientId });
  return rows.map((row) => row.clientId);
}
