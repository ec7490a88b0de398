import {
  LIMITS,
  WEEKDAYS,
  portalMessages,
  type GoalRecord,
  type ProgressEntry,
} from '@nourishwell/shared';
import { ApiError } from '../../lib/api-client.ts';

export type Weekday = (typeof WEEKDAYS)[number];

/**
 * §2.17 / D6: the weight change over the (up to) four recorded weeks, in kg — the last
 * recorded week minus the first. Null with fewer than two weigh-ins: no change to speak of.
 */
export function weightChange(entries: readonly ProgressEntry[]): number | null {
  const weeks = [...entries]
    .filter((entry) => entry.week >= 1 && entry.week <= LIMITS.progressWeeks)
    .sort((a, b) => a.week - b.week);
  const first = weeks[0];
  const last = weeks[weeks.length - 1];
  if (!first || !last || first === last) return null;
  // Rounded to 100 g: 70.6 - 72.4 is -1.8000000000000114 in floating point.
  return Math.round((last.weight - first.weight) * 10) / 10;
}

/** "-1.8 kg", "+0.4 kg", "0.0 kg" (signed, one decimal); "N/A" without a change. */
export function formatWeightChange(change: number | null): string {
  if (change === null) return 'N/A';
  const sign = change > 0 ? '+' : change < 0 ? '-' : '';
  return `${sign}${Math.abs(change).toFixed(1)} kg`;
}

/** The weekday it is now where the viewer is (DESIGN §5: "today" is the viewer's). */
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
