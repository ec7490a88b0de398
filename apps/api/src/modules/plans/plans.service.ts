import {
  MEAL_SLOTS,
  type MealPlan,
  type ProgressEntry,
  type WEEKDAYS,
  type progressInputSchema,
  type weeklyMealPlanSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthUser } from '../auth/auth-user.ts';
import { assertMayReachClient, assertOwnClient, assertSelf } from '../caseload/own-client.ts';
import * as repo from './plans.repository.ts';

export async function recordProgress(
  deps: AppDeps,
  me: AuthUser,
  input: z.output<typeof progressInputSchema>,
): Promise<{ message: string }> {
  await assertOwnClient(deps.db, me.id, input.clientId);
  await deps.db.transaction((tx) => repo.upsertProgress(tx, input));
  return { message: `Week ${input.week} saved` };
}

/** The week as the client's dashboard reads it: weekday → meals in breakfast…dinner order. */
export async function mealPlan(deps: AppDeps, clientId: number): Promise<MealPlan> {
  const plan: MealPlan = {};
  for (const cell of await repo.mealPlanOf(deps.db, clientId))
    (plan[cell.weekday] ??= []).push({ meal: cell.meal, food: cell.food ?? "" });
  for (const meals of Object.values(plan))
    meals.sort((a, b) => MEAL_SLOTS.indexOf(a.meal) - MEAL_SLOTS.indexOf(b.meal));
  return plan;
}

/** GET /client/meal */
export async function readMealPlan(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
): Promise<MealPlan> {
  await assertMayReachClient(deps.db, me, clientId);
  return mealPlan(deps, clientId);
}

/** GET /client/progress: [{week, weight}] by week. */
export async function readProgress(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
): Promise<ProgressEntry[]> {
  await assertMayReachClient(deps.db, me, clientId);
  return repo.progressOf(deps.db, clientId);
}

/** Saves the whole week in one transaction; blank cells are left empty. Answers the saved plan. */
export async function saveWeeklyMealPlan(
  deps: AppDeps,
  me: AuthUser,
  input: z.output<typeof weeklyMealPlanSchema>,
): Promise<MealPlan> {
  assertSelf(me, input.nId);
  await assertOwnClient(deps.db, me.id, input.cId);
  const cells = Object.entries(input.weeklyMeals).flatMap(([weekday, meals]) =>
    (meals ?? [])
      .filter((m) => m.food !== '')
      .map((m) => ({
        clientId: input.cId,
        nutritionistId: me.id,
        weekday: weekday as (typeof WEEKDAYS)[number],
        meal: m.meal,
        food: m.food,
      })),
  );
  await deps.db.transaction((tx) => repo.replaceMealPlan(tx, input.cId, cells));
  return mealPlan(deps, input.cId);
}
