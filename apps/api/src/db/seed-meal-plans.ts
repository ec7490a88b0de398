import { inArray } from 'drizzle-orm';
import { suggestTargets } from '@nourishwell/shared';
import type { Transaction } from './client.ts';
import { demoClients } from './demo-data.ts';
import { demoMealPlans, type DemoPlan, type DemoPlanItem } from './demo-meal-plans.ts';
import type { DemoFoodIds } from './seed-foods.ts';
import { replaceWeek, type Weekday } from '#api/modules/meal-plans/meal-plan.repository.ts';
import { clientTargets, foods } from './schema/index.ts';

export interface DemoPeople {
  clientIds: Map<string, number>;
  nutritionistIds: Map<string, number>;
}

export const lookUp = (map: Map<string, number>, key: string, what: string) => {
  const id = map.get(key);
  if (id === undefined) throw new Error(`the demo data names an unknown ${what}: ${key}`);
  return id;
};

/**
 * What each demo item names, as stored: IFCT foods by code (looked up once for all of
 * `items`), the practice's foods and recipes by name (`ids`, from seedDemoFoods).
 */
export async function demoItemRefs(tx: Transaction, items: DemoPlanItem[], ids: DemoFoodIds) {
  const codes = [...new Set(items.flatMap((i) => ('code' in i ? [i.code] : [])))];
  const rows = await tx
    .select({ id: foods.id, code: foods.code })
    .from(foods)
    .where(inArray(foods.code, codes));
  const byCode = new Map(rows.flatMap((r) => (r.code ? [[r.code, r.id] as const] : [])));
  return (i: DemoPlanItem): { foodId: number } | { recipeId: number } =>
    'code' in i
      ? { foodId: lookUp(byCode, i.code, 'IFCT food') }
      : 'practiceFood' in i
        ? { foodId: lookUp(ids.practiceFoods, i.practiceFood, 'practice food') }
        : { recipeId: lookUp(ids.recipes, i.recipe, 'recipe') };
}

/** Every item of a demo plan's week. */
export const planItems = (plan: DemoPlan) =>
  Object.values(plan.week).flatMap((meals) => meals.flatMap((m) => m.items));

/**
 * The demo clients' structured weeks and their targets, set by their nutritionist: the
 * Mifflin–St Jeor suggestion from her profile (height, latest weight, age, gender) with
 * the plan's activity and goal, as the nutritionist accepts it in the app.
 */
export async function seedDemoMealPlans(tx: Transaction, people: DemoPeople, ids: DemoFoodIds) {
  const refOf = await demoItemRefs(tx, demoMealPlans.flatMap(planItems), ids);

  for (const plan of demoMealPlans) {
    const client = demoClients.find((c) => c.key === plan.client);
    if (!client) throw new Error(`a demo meal plan names an unknown client: ${plan.client}`);
    const clientId = lookUp(people.clientIds, client.key, 'client');
    const nutritionistId = lookUp(people.nutritionistIds, client.nutritionist, 'nutritionist');
    // Written as the API's save writes a week (the same repository function).
    const meals = Object.entries(plan.week).flatMap(([day, list]) =>
      list.map((m) => ({
        day: day as Weekday,
        meal: m.meal,
        note: m.note ?? null,
        items: m.items.map((item) => ({
          ...refOf(item),
          quantity: item.quantity,
          unit: item.unit,
        })),
      })),
    );
    await replaceWeek(tx, clientId, nutritionistId, meals);

    const suggested = suggestTargets(
      {
        weightKg: client.weights[3],
        heightCm: client.height,
        age: client.age,
        gender: client.gender,
      },
      plan.activity,
      plan.goal,
    );
    await tx.insert(clientTargets).values({
      clientId,
      kcal: suggested.kcal,
      protein: suggested.protein,
      carbs: suggested.carbs,
      fat: suggested.fat,
      fibre: suggested.fibre,
      activity: plan.activity,
      goal: plan.goal,
      setBy: nutritionistId,
    });
  }
}
