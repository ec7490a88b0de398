import type { MealPlanDays, MealPlanView } from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../audit/actor.ts';
import { audit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/auth-user.ts';
import { assertMayReachClient, assertOwnClient } from '../caseload/own-client.ts';
import { CATALOGUE_TABLES, catalogueOf } from '../foods/catalogue.ts';
import * as repo from './meal-plan.repository.ts';
import { checkedWeek, resolveWeek } from './plan-view.ts';
import { figuresOf, targetsOf } from './targets.repository.ts';

/** Every table a plan's answer is built from: a change to any of them drops the kept one. */
const PLAN_TABLES = [
  ...CATALOGUE_TABLES,
  'meal_plan_entries',
  'meal_plan_items',
  'client_targets',
] as const;

/**
 * Her week with every total worked out by the server. Kept in the read cache (a client
 * opens her dashboard often, the builder reads it after every save) until one of its
 * tables changes. The caller has already checked who may read it.
 */
export function planViewOf(deps: AppDeps, clientId: number): Promise<MealPlanView> {
  return deps.readCache.remember(`meal-plan:${clientId}`, PLAN_TABLES, async () => {
    const [catalogue, meals, targets, updatedAt] = await Promise.all([
      catalogueOf(deps),
      repo.storedWeekOf(deps.db, clientId),
      targetsOf(deps.db, clientId),
      repo.planUpdatedAt(deps.db, clientId),
    ]);
    const week = resolveWeek(catalogue, meals);
    const t = targets?.targets;
    return {
      clientId,
      targets: t ? figuresOf(t) : null,
      days: week.days,
      weekAverage: week.weekAverage,
      updatedAt: updatedAt ? updatedAt.toISOString() : null,
    };
  });
}

/** GET /api/clients/:clientId/meal-plan: her nutritionist or the client herself. */
export async function readPlan(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
): Promise<MealPlanView> {
  await assertMayReachClient(deps.db, me, clientId);
  return planViewOf(deps, clientId);
}

const itemsIn = (meals: readonly repo.StoredMeal[]) =>
  meals.reduce((sum, m) => sum + m.items.length, 0);

/**
 * PUT /api/clients/:clientId/meal-plan: only her nutritionist. Every item is checked
 * before anything is written, and the week is replaced in one transaction, so a refused
 * item anywhere leaves the old plan as it was.
 */
export async function savePlan(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
  days: MealPlanDays,
): Promise<MealPlanView> {
  await assertOwnClient(deps.db, actor.id, clientId);
  const meals = checkedWeek(await catalogueOf(deps), days);
  await deps.db.transaction(async (tx) => {
    const before = await repo.storedWeekOf(tx, clientId);
    await repo.replaceWeek(tx, clientId, actor.id, meals);
    await audit(tx, actor, 'update', 'meal_plan', clientId, {
      before: { meals: before.length, items: itemsIn(before) },
      after: { meals: meals.length, items: itemsIn(meals) },
    });
  });
  return planViewOf(deps, clientId);
}
