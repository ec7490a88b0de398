import {
  schedulingMessages,
  type Availability,
  type SchedulingSettings,
} from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { badRequest, conflict } from '#api/lib/errors.ts';
import { busyIntervals } from './sessions.repository.ts';
import { allowedStarts, slotsOfDate } from './slots.ts';
import { wallClockOf } from './zoned-time.ts';

const HOUR = 3_600_000;

/**
 * Any start a nutritionist chooses must still be ahead (she may override everything else);
 * `message` names the date when a call has more than one.
 */
export function assertFuture(
  start: Date,
  now: Date,
  message: string = schedulingMessages.inPast,
): void {
  if (start.getTime() <= now.getTime()) throw badRequest(message, 'IN_PAST');
}

/**
 * A start a client picks herself: ahead, inside the practice's windows, one of the slot
 * starts of her nutritionist's hours on that local date, and not overlapping another
 * booked session with its buffer (`except`: the session being moved). The database still
 * decides a race between two requests that both pass (appointments_no_overlap).
 */
export async function assertClientSlot(
  db: Executor,
  nutritionistId: number,
  hours: Availability,
  settings: SchedulingSettings,
  start: Date,
  now: Date,
  except?: number,
): Promise<void> {
  assertFuture(start, now);
  const allowed = allowedStarts(now, settings);
  if (start.getTime() < allowed.start) {
    throw badRequest(schedulingMessages.tooSoon(settings.minNoticeHours), 'TOO_SOON');
  }
  if (start.getTime() > allowed.end) {
    throw badRequest(schedulingMessages.tooFar(settings.bookingHorizonDays), 'TOO_FAR');
  }
  const date = wallClockOf(start, hours.timeZone).date;
  const slot = slotsOfDate(hours, date).find((s) => s.start === start.getTime());
  if (!slot) throw badRequest(schedulingMessages.notASlot, 'NOT_A_SLOT');
  const busy = await busyIntervals(db, nutritionistId, slot, hours.bufferMinutes, except);
  if (busy.some((b) => b.start < slot.end && slot.start < b.end)) {
    throw conflict(schedulingMessages.slotTaken, 'SLOT_TAKEN');
  }
}

/** A client changes or cancels only before the window; her nutritionist any time. */
export function assertClientMayChange(start: Date, settings: SchedulingSettings, now: Date): void {
  if (now.getTime() >= start.getTime() - settings.changeWindowHours * HOUR) {
    throw badRequest(schedulingMessages.changeWindow(settings.changeWindowHours), 'CHANGE_WINDOW');
  }
}
