import {
  portalMessages,
  type GoalRecord,
  type goalInputSchema,
  type goalUpdateSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { conflict, notFound } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertMayReachClient, assertSelf } from '#api/modules/access/client-access.ts';
import * as repo from './goals.repository.ts';

const NOT_FOUND = 'Goal not found';

async function ownGoal(deps: AppDeps, me: { id: number }, goalId: number): Promise<GoalRecord> {
  const goal = await repo.findOwnGoal(deps.db, me.id, goalId);
  if (!goal) throw notFound(NOT_FOUND);
  return goal;
}

/** GET /client/goal?clientId: the client herself, or her own nutritionist. */
export async function listGoals(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
): Promise<GoalRecord[]> {
  await assertMayReachClient(deps.db, me, clientId);
  return repo.goalsOf(deps.db, clientId);
}

/** POST /client/goal: refused (409) while another goal is still below 100 %. */
export async function addGoal(
  deps: AppDeps,
  me: Actor,
  input: z.output<typeof goalInputSchema>,
): Promise<GoalRecord> {
  assertSelf(me, input.clientId);
  return deps.db.transaction(async (tx) => {
    await repo.lockClient(tx, me.id);
    if (input.progress < 100 && (await repo.hasActiveGoal(tx, me.id)))
      throw conflict(portalMessages.goalActive, 'GOAL_ACTIVE');
    const goal = await repo.insertGoal(tx, { ...input, clientId: me.id });
    await audit(tx, me, 'create', 'goal', goal.id, { after: input, subject: me.id });
    return goal;
  });
}

/** POST /client/goal/update: a complete goal stays complete (it offers only Delete). */
export async function updateGoal(
  deps: AppDeps,
  me: Actor,
  input: z.output<typeof goalUpdateSchema>,
): Promise<GoalRecord> {
  const goal = await ownGoal(deps, me, input.goalId);
  if (goal.completed) throw conflict(portalMessages.goalAlreadyComplete, 'GOAL_COMPLETE');
  return deps.db.transaction(async (tx) => {
    const saved = await repo.setGoalProgress(tx, goal.id, input.progress);
    await audit(tx, me, 'update', 'goal', goal.id, {
      before: { progress: goal.progress },
      after: { progress: input.progress },
      subject: me.id,
    });
    return saved;
  });
}

/** DELETE /client/goal/?goalId */
export async function removeGoal(
  deps: AppDeps,
  me: Actor,
  goalId: number,
): Promise<{ message: string }> {
  const goal = await ownGoal(deps, me, goalId);
  await deps.db.transaction(async (tx) => {
    await repo.deleteGoal(tx, goalId);
    await audit(tx, me, 'delete', 'goal', goalId, { before: goal, subject: me.id });
  });
  return { message: 'Goal removed' };
}

/** Her goals, newest first (her record as the admin sees it). */
export const goalsOf = (deps: AppDeps, clientId: number) => repo.goalsOf(deps.db, clientId);
