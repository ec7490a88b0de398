import { LIMITS, WEEKDAYS, portalMessages, type GoalRecord } from '@nourishwell/shared';
import { ApiError } from '#web/lib/api-client.ts';

export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday it is now where the viewer is ("today" is the viewer's own day). */
export function weekdayIn(now: Date, timeZone: string): Weekday {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(now);
  return (WEEKDAYS as readonly string[]).includes(name) ? (name as Weekday) : 'Monday';
}

export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export type GoalAction = 'update' | 'complete' | 'delete';

/** §4: an incomplete goal offers Update and Complete (and Delete); a complete one only Delete. */
export function goalActions(goal: Pick<GoalRecord, 'progress' | 'completed'>): GoalAction[] {
  const done = goal.completed || goal.progress >= LIMITS.goalProgress.max;
  return done ? ['delete'] : ['update', 'complete', 'delete'];
}

/** §4: only one active (incomplete) goal at a time. */
export const hasActiveGoal = (goals: ReadonlyArray<Pick<GoalRecord, 'progress' | 'completed'>>) =>
  goals.some((goal) => goalActions(goal).includes('complete'));

/** §8 "Client profile" load failures (a 401 has already sent her to /login). */
export function profileLoadError(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) return portalMessages.profileNotFound;
  if (status >= 500) return portalMessages.serverError;
  return portalMessages.fetchFailed;
}
