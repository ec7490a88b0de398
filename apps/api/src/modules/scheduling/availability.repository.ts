import {
  SCHEDULING_DEFAULTS,
  type Availability,
  type SchedulingSettings,
} from '@nourishwell/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { clients, nutritionistAvailability, practiceSettings } from '#api/db/schema/index.ts';

/** Her stored hours, or undefined when she has not set any (nothing is bookable then). */
export async function findAvailability(
  db: Executor,
  nutritionistId: number,
): Promise<Availability | undefined> {
  const [row] = await db
    .select({
      timeZone: nutritionistAvailability.timeZone,
      slotMinutes: nutritionistAvailability.slotMinutes,
      bufferMinutes: nutritionistAvailability.bufferMinutes,
      weekly: nutritionistAvailability.weekly,
      exceptions: nutritionistAvailability.exceptions,
      meetingUrl: nutritionistAvailability.meetingUrl,
    })
    .from(nutritionistAvailability)
    .where(eq(nutritionistAvailability.nutritionistId, nutritionistId));
  return row as Availability | undefined;
}

/** Replaces her hours whole (the lists are always written together). */
export async function saveAvailability(
  db: Executor,
  nutritionistId: number,
  hours: Availability,
): Promise<void> {
  const values = { ...hours, meetingUrl: hours.meetingUrl ?? null, updatedAt: sql`now()` };
  await db
    .insert(nutritionistAvailability)
    .values({ nutritionistId, ...values })
    .onConflictDoUpdate({ target: nutritionistAvailability.nutritionistId, set: values });
}

const settingsColumns = {
  bookingHorizonDays: practiceSettings.bookingHorizonDays,
  minNoticeHours: practiceSettings.minNoticeHours,
  changeWindowHours: practiceSettings.changeWindowHours,
  reminderOffsetsMinutes: practiceSettings.reminderOffsetsMinutes,
};

/** The practice's booking rules (row 1; the defaults if it was ever removed). */
export async function readSettings(db: Executor): Promise<SchedulingSettings> {
  const [row] = await db
    .select(settingsColumns)
    .from(practiceSettings)
    .where(eq(practiceSettings.id, 1));
  return (
    row ?? {
      bookingHorizonDays: SCHEDULING_DEFAULTS.bookingHorizonDays,
      minNoticeHours: SCHEDULING_DEFAULTS.minNoticeHours,
      changeWindowHours: SCHEDULING_DEFAULTS.changeWindowHours,
      reminderOffsetsMinutes: [...SCHEDULING_DEFAULTS.reminderOffsetsMinutes],
    }
  );
}

export async function saveSettings(db: Executor, settings: SchedulingSettings): Promise<void> {
  const values = { ...settings, updatedAt: sql`now()` };
  await db
    .insert(practiceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: practiceSettings.id, set: values });
}

/** The nutritionist a client is assigned to; null when she has none. */
export async function nutritionistOfClient(db: Executor, clientId: number): Promise<number | null> {
  const [row] = await db
    .select({ nutritionistId: clients.nutritionistId })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.nutritionistId ?? null;
}
