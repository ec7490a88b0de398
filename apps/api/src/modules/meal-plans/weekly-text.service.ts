import {
  mealText,
  type MealPlan,
  type WEEKDAYS,
  type weeklyMealPlanSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import {
  assertMayReachClient,
  assertMayWriteAbout,
  assertSelf,
} from '#api/modules/access/client-access.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import { lockWeek, planViewOf } from './meal-plan.service.ts';
import * as repo from './weekly-text.repository.ts';

/* The spec's weekly meal plan: the structured plan read and written as text cells. */

/**
 * The week as the spec's dashboard reads it: weekday → meals in slot order, each as one
 * line of text ("2 roti (80 g) · 1 katori Toor dal (150 g)", then the note). Days and
 * meals with nothing in them are left out, as blank cells always were.
 */
export async function mealPlan(deps: AppDeps, clientId: number): Promise<MealPlan> {
  const plan: MealPlan = {};
  for (const day of (await planViewOf(deps, clientId)).days) {
    const meals = day.meals
      .map((m) => ({ meal: m.meal, food: mealText(m) }))
      .filter((m) => m.food !== '');
    if (meals.length > 0) plan[day.day] = meals;
  }
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

/** Saves the whole week in one transaction; blank cells are left empty. Answers the saved plan. */
export async function saveWeeklyMealPlan(
  deps: AppDeps,
  me: Actor,
  input: z.output<typeof weeklyMealPlanSchema>,
): Promise<MealPlan> {
  assertSelf(me, input.nId);
  await assertMayWriteAbout(deps.db, me.id, input.cId);
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
  await deps.db.transaction(async (tx) => {
    await lockWeek(tx, input.cId);
    await repo.replaceMealPlan(tx, input.cId, cells);
    await audit(tx, me, 'update', 'meal_plan', input.cId, {
      after: { meals: cells.length },
      subject: input.cId,
    });
  });
  return mealPlan(deps, input.cId);
}
