import { LIMITS, type GoalRecord } from '@nourishwell/shared';

export type GoalAction = 'update' | 'complete' | 'delete';

/** An incomplete goal offers Update and Complete (and Delete); a complete one only Delete. */
export function goalActions(goal: Pick<GoalRecord, 'progress' | 'completed'>): GoalAction[] {
  const done = goal.completed || goal.progress >= LIMITS.goalProgress.max;
  return done ? ['delete'] : ['update', 'complete', 'delete'];
}

/** Only one active (incomplete) goal at a time. */
export const hasActiveGoal = (goals: ReadonlyArray<Pick<GoalRecord, 'progress' | 'completed'>>) =>
  goals.some((goal) => goalActions(goal).includes('complete'));
