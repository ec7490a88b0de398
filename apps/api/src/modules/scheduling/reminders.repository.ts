import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { SCHEDULING_DEFAULTS } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { appointmentReminders, practiceSettings } from '#api/db/schema/index.ts';

/** Minutes before a session that its reminders go, as the admin set them. */
export async function reminderOffsets(db: Executor): Promise<number[]> {
  const [row] = await db
    .select({ offsets: practiceSettings.reminderOffsetsMinutes })
    .from(practiceSettings)
    .where(eq(practiceSettings.id, 1));
  return row?.offsets ?? [...SCHEDULING_DEFAULTS.reminderOffsetsMinutes];
}

/** One pending reminder per offset whose moment is still ahead of `now`. */
export async function insertReminders(
  db: Executor,
  appointmentId: number,
  start: Date,
  offsets: readonly number[],
  now: Date,
): Promise<void> {
  const rows = offsets
    .map((offsetMinutes) => ({
      appointmentId,
      offsetMinutes,
      dueAt: new Date(start.getTime() - offsetMinutes * 60_000),
    }))
    .filter((row) => row.dueAt > now);
  if (rows.length > 0) await db.insert(appointmentReminders).values(rows);
}

const pendingOf = (appointmentId: number) =>
  and(
    eq(appointmentReminders.appointmentId, appointmentId),
    eq(appointmentReminders.status, 'pending'),
  );

/** A moved session's reminders are made anew; the old ones go. */
export async function deletePendingReminders(db: Executor, appointmentId: number): Promise<void> {
  await db.delete(appointmentReminders).where(pendingOf(appointmentId));
}

/** A cancelled session's reminders stay as a record, never to be sent. */
export async function cancelPendingReminders(db: Executor, appointmentId: number): Promise<void> {
  await db
    .update(appointmentReminders)
    .set({ status: 'cancelled' })
    .where(pendingOf(appointmentId));
}

export interface DueReminder {
  id: number;
  appointmentId: number;
  offsetMinutes: number;
}

/**
 * Locks up to `limit` pending reminders due by `now` for the caller's transaction.
 * SKIP LOCKED: another process's dispatcher passes over rows this one holds, and once
 * this transaction commits they are no longer pending, so each is handled once.
 */
export function claimDueReminders(db: Executor, now: Date, limit: number): Promise<DueReminder[]> {
  return db
    .select({
      id: appointmentReminders.id,
      appointmentId: appointmentReminders.appointmentId,
      offsetMinutes: appointmentReminders.offsetMinutes,
    })
    .from(appointmentReminders)
    .where(and(eq(appointmentReminders.status, 'pending'), lte(appointmentReminders.dueAt, now)))
    .orderBy(appointmentReminders.dueAt, appointmentReminders.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Sent (with the moment) or skipped (the session was no longer ahead and booked). */
export async function markReminders(
  db: Executor,
  ids: number[],
  status: 'sent' | 'skipped',
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(appointmentReminders)
    .set({ status, sentAt: status === 'sent' ? sql`now()` : null })
    .where(inArray(appointmentReminders.id, ids));
}
