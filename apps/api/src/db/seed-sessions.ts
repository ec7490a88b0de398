import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SCHEDULING_DEFAULTS } from '@nourishwell/shared';
import { syncClientSessions } from '#api/modules/scheduling/client-sessions.repository.ts';
import type { Transaction } from './client.ts';
import { planDemoSessions } from './demo-session-plan.ts';
import { lookUp, type DemoPeople } from './seed-meal-plans.ts';
import {
  appointmentReminders,
  appointments,
  nutritionistAvailability,
  practiceSettings,
} from './schema/index.ts';

const HOUR = 3_600_000;

/** When the practice sends reminders: the admin's settings row (migration 0007 makes it). */
async function reminderOffsets(tx: Transaction): Promise<readonly number[]> {
  const [settings] = await tx
    .select({ offsets: practiceSettings.reminderOffsetsMinutes })
    .from(practiceSettings)
    .where(eq(practiceSettings.id, 1));
  return settings?.offsets ?? SCHEDULING_DEFAULTS.reminderOffsetsMinutes;
}

/**
 * The demo's scheduling (demo-session-plan.ts) written as bookings are: Asha's and Ravi's
 * hours in the practice zone, each session with its length, its own video room and its
 * status's fields, the pending reminders of the booked ones still ahead, and then each
 * client's next and last session derived from her appointments, as every booking does.
 */
export async function seedDemoSessions(
  tx: Transaction,
  people: DemoPeople,
  timeZone: string,
  now: Date,
): Promise<void> {
  const { hours, sessions } = planDemoSessions(timeZone, now);
  const nutritionistId = (key: string) => lookUp(people.nutritionistIds, key, 'nutritionist');
  await tx.insert(nutritionistAvailability).values(
    hours.map(({ nutritionist, ...h }) => ({
      nutritionistId: nutritionistId(nutritionist),
      timeZone,
      ...h,
    })),
  );

  const rows = await tx
    .insert(appointments)
    .values(
      sessions.map((s) => ({
        clientId: lookUp(people.clientIds, s.client, 'client'),
        nutritionistId: nutritionistId(s.nutritionist),
        scheduledAt: s.start,
        endsAt: s.end,
        status: s.status,
        notes: s.notes,
        videoRoom: randomBytes(16).toString('hex'),
        // Notes are written just after the session; the system marks a session missed a
        // day after its end (decision 019).
        completedAt: s.status === 'completed' ? s.end : null,
        missedAt:
          s.status === 'missed'
            ? new Date(s.end.getTime() + SCHEDULING_DEFAULTS.autoMissedAfterHours * HOUR)
            : null,
        missedBy: s.status === 'missed' ? ('system' as const) : null,
      })),
    )
    .returning({
      id: appointments.id,
      status: appointments.status,
      start: appointments.scheduledAt,
    });

  const offsets = await reminderOffsets(tx);
  const reminders = rows
    .filter((r) => r.status === 'booked')
    .flatMap((r) =>
      offsets.map((offsetMinutes) => ({
        appointmentId: r.id,
        offsetMinutes,
        dueAt: new Date(r.start.getTime() - offsetMinutes * 60_000),
      })),
    )
    .filter((r) => r.dueAt.getTime() > now.getTime());
  if (reminders.length > 0) await tx.insert(appointmentReminders).values(reminders);

  for (const clientId of people.clientIds.values()) await syncClientSessions(tx, clientId);
}
