import {
  SCHEDULING_DEFAULTS,
  type Availability,
  type AvailabilityView,
  type SchedulingSettings,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import {
  findAvailability,
  readSettings,
  saveAvailability as storeAvailability,
  saveSettings,
} from './availability.repository.ts';
import { bookingView } from './booking-view.ts';
import { futureBooked } from './sessions.repository.ts';
import { workingIntervals } from './slots.ts';
import { wallClockOf } from './zoned-time.ts';

/** Her hours before she sets any: the practice's zone and lengths, nothing bookable. */
function defaultHours(deps: AppDeps): Availability {
  return {
    timeZone: deps.config.defaultTimeZone,
    slotMinutes: SCHEDULING_DEFAULTS.slotMinutes,
    bufferMinutes: SCHEDULING_DEFAULTS.bufferMinutes,
    weekly: [],
    exceptions: [],
    meetingUrl: null,
  };
}

/**
 * Her hours with the booked sessions ahead that do not lie wholly inside them on their
 * own local date (days off and extra hours counted). Changing hours never moves a session;
 * this list is how she sees which ones to talk about.
 */
async function viewOf(
  deps: AppDeps,
  db: Executor,
  me: AuthUser,
  hours: Availability,
): Promise<AvailabilityView> {
  const [sessions, settings] = await Promise.all([
    futureBooked(db, me.id, deps.clock.now()),
    readSettings(db),
  ]);
  const outside = sessions.filter((session) => {
    const date = wallClockOf(session.scheduledAt, hours.timeZone).date;
    return !workingIntervals(hours, date).some(
      (range) =>
        range.start <= session.scheduledAt.getTime() && session.endsAt.getTime() <= range.end,
    );
  });
  return {
    ...hours,
    meetingUrl: hours.meetingUrl ?? null,
    outsideHours: outside.map((row) => bookingView(deps, row, me, settings.changeWindowHours)),
  };
}

/** GET /nutritionists/me/availability */
export async function myAvailability(deps: AppDeps, me: AuthUser): Promise<AvailabilityView> {
  const hours = (await findAvailability(deps.db, me.id)) ?? defaultHours(deps);
  return viewOf(deps, deps.db, me, hours);
}

/** PUT /nutritionists/me/availability: replaces her hours; sessions stay where they are. */
export async function saveAvailability(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  hours: Availability,
): Promise<AvailabilityView> {
  return deps.db.transaction(async (tx) => {
    const before = await findAvailability(tx, me.id);
    await storeAvailability(tx, me.id, hours);
    await audit(tx, actor, before ? 'update' : 'create', 'availability', me.id, {
      before: before ?? null,
      after: hours,
    });
    return viewOf(deps, tx, me, hours);
  });
}

/** GET /admin/scheduling-settings */
export function schedulingSettings(deps: AppDeps): Promise<SchedulingSettings> {
  return readSettings(deps.db);
}

/** PUT /admin/scheduling-settings: the practice's windows and reminder times. */
export async function saveSchedulingSettings(
  deps: AppDeps,
  actor: Actor,
  settings: SchedulingSettings,
): Promise<SchedulingSettings> {
  return deps.db.transaction(async (tx) => {
    const before = await readSettings(tx);
    await saveSettings(tx, settings);
    await audit(tx, actor, 'update', 'practiceSettings', 1, { before, after: settings });
    return readSettings(tx);
  });
}

/** Her weekly hours and time zone as kept (a mail to her writes times in her zone). */
export const hoursOf = (db: Executor, nutritionistId: number) =>
  findAvailability(db, nutritionistId);
