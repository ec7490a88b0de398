import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MealPlanView } from '@nourishwell/shared';
import { DEMO_PASSWORD } from '#api/db/demo-data.ts';
import * as t from '#api/db/schema/index.ts';
import { seedDemoDataIfEmpty } from '#api/db/seed.ts';
import {
  entryOf,
  loadCatalogue,
  type Catalogue,
  type IngredientRef,
} from '#api/modules/foods/catalogue.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { testNow } from '../helpers/test-clock.ts';

/** The demo clients' plans as they see them on first sign-in. */
describe('the demo meal plans', () => {
  let app: TestApp;
  let catalogue: Catalogue;
  const plans: Record<string, MealPlanView> = {};
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemoDataIfEmpty(app.db, testNow());
    catalogue = await loadCatalogue(app.db);
    for (const name of ['meera', 'arjun']) {
      const email = `${name}@nourishwell.test`;
      const [user] = await app.db.select().from(t.users).where(eq(t.users.email, email));
      const token = await loginAs(app.app, { email, password: DEMO_PASSWORD, role: 'client' });
      const plan = await app.app.inject({
        method: 'GET',
        url: `/api/clients/${user?.id}/meal-plan`,
        headers: bearer(token),
      });
      plans[name] = plan.json();
    }
  });
  afterAll(() => app.close());

  /** Every food in an item, through the recipes it is made of. */
  const foodsIn = (ref: IngredientRef): string[] => {
    const entry = entryOf(catalogue, ref);
    if (!entry) return [];
    if (entry.kind !== 'recipe') return [entry.name];
    const recipe = catalogue.recipes.get(entry.id);
    return (recipe?.ingredients ?? []).flatMap(foodsIn);
  };
  const itemsOf = (plan: MealPlanView | undefined) =>
    (plan?.days ?? []).flatMap((d) => d.meals.flatMap((m) => m.items));

  it.each(['meera', 'arjun'])(
    'gives %s a week of four meals a day with items, totals and targets',
    (name) => {
      const plan = plans[name];
      expect(plan?.days.map((d) => d.meals.map((m) => m.meal))).toEqual(
        Array.from({ length: 7 }, () => ['breakfast', 'lunch', 'snack', 'dinner']),
      );
      for (const day of plan?.days ?? []) {
        for (const meal of day.meals) expect(meal.items.length).toBeGreaterThan(0);
        // A day's plan lands within a fifth of her energy target (suggested for her).
        const target = plan?.targets?.kcal ?? 0;
        expect(day.totals.kcal, day.day).toBeGreaterThan(target * 0.8);
        expect(day.totals.kcal, day.day).toBeLessThan(target * 1.2);
      }
    },
  );

  it('keeps Meera’s week vegetarian', () => {
    expect(new Set(itemsOf(plans.meera).map((i) => i.diet))).toEqual(new Set(['veg']));
  });

  it('keeps peanuts and groundnut oil out of Arjun’s week, down to the recipes’ ingredients', () => {
    const names = itemsOf(plans.arjun).flatMap((i) => foodsIn(i));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => /ground ?nut|peanut/i.test(n))).toEqual([]);
  });

  it('answers targets set by each client’s own nutritionist', async () => {
    const rows = await app.db.query.clientTargets.findMany();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.setBy).not.toBeNull();
  });
});
