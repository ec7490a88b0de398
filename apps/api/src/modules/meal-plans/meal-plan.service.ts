import type { MealPlanDays, MealPlanView } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertMayReachClient, assertMayWriteAbout } from '#api/modules/access/client-access.ts';
import { CATALOGUE_TABLES, catalogueOf } from '#api/modules/foods/catalogue.ts';
import * as repo from './meal-plan.repository.ts';
import { checkedWeek, resolveWeek } from './plan-view.ts';
import { figuresOf, targetsOf } from './targets.repository.ts';

/** Every table a plan's answer is built from: a change to any of them drops the kept one. */
export const PLAN_TABLES = [
  ...CATALOGUE_TABLES,
  'meal_plan_entries',
  'meal_plan_items',
  'client_targets',
] as const;

/** A plan as answered, and as the JSON text the GET sends (made once per change). */
interface KeptPlan {
  view: MealPlanView;
  json: string;
}

/**
 * Her week with every total worked out by the server. Kept in the read cache (a client
 * opens her dashboard often, the builder reads it after every save) until one of its
 * tables changes, with its JSON text: a week of items with their per-100 g values is
 * ~35 kB, and checking and serialising it again on every read cost more than the rest
 * of the request (bench, issue 15). The caller has already checked who may read it.
 */
function keptPlan(deps: AppDeps, clientId: number): Promise<KeptPlan> {
  return deps.readCache.remember(`meal-plan:${clientId}`, PLAN_TABLES, async () => {
    const [catalogue, { meals, updatedAt }, targets] = await Promise.all([
      catalogueOf(deps),
      repo.storedWeekOf(deps.db, clientId),
      targetsOf(deps.db, clientId),
    ]);
    const week = resolveWeek(catalogue, meals);
    const t = targets?.targets;
    const view: MealPlanView = {
      clientId,
      targets: t ? figuresOf(t) : null,
      days: week.days,
      weekAverage: week.weekAverage,
      updatedAt: updatedAt ? updatedAt.toISOString() : null,
    };
    return { view, json: JSON.stringify(view) };
  });
}

export async function planViewOf(deps: AppDeps, clientId: number): Promise<MealPlanView> {
  return (await keptPlan(deps, clientId)).view;
}

/**
 * GET /api/clients/:clientId/meal-plan: her nutritionist or the client herself. Answers
 * the plan's JSON text, sent as it is (http/json-text.ts).
 */
export async function readPlanJson(deps: AppDeps, me: AuthUser, clientId: number): Promise<string> {
  await assertMayReachClient(deps.db, me, clientId);
  return (await keptPlan(deps, clientId)).json;
}

/** Any write of her week takes this first, inside its transaction (repo.lockWeek). */
export const lockWeek = (tx: Executor, clientId: number) => repo.lockWeek(tx, clientId);

const itemsIn = (meals: readonly repo.StoredMeal[]) =>
  meals.reduce((sum, m) => sum + m.items.length, 0);

/**
 * PUT /api/clients/:clientId/meal-plan: only her nutritionist. Every item is checked
 * before anything is written (against the week it replaces, which may keep a deleted
 * practice food), and the week is replaced in one transaction, so a refused item
 * anywhere leaves the old plan as it was.
 */
export async function savePlan(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
  days: MealPlanDays,
): Promise<MealPlanView> {
  await assertMayWriteAbout(deps.db, actor.id, clientId);
  const catalogue = await catalogueOf(deps);
  await deps.db.transaction(async (tx) => {
    await repo.lockWeek(tx, clientId);
    const { meals: before } = await repo.storedWeekOf(tx, clientId);
    const meals = checkedWeek(catalogue, days, before);
    await repo.replaceWeek(tx, clientId, actor.id, meals);
    await audit(tx, actor, 'update', 'meal_plan', clientId, {
      before: { meals: before.length, items: itemsIn(before) },
      after: { meals: meals.length, items: itemsIn(meals) },
      subject: clientId,
    });
  });
  return planViewOf(deps, clientId);
}
