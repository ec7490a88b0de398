import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DietTag } from '@nourishwell/shared';
import { demoPracticeFoods } from '#api/db/demo-practice-foods.ts';
import { demoRecipes } from '#api/db/demo-recipes.ts';
import { seedDemoDataIfEmpty } from '#api/db/seed.ts';
import { checkItem, loadCatalogue, type Catalogue } from '#api/modules/foods/catalogue.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { testNow } from '../helpers/test-clock.ts';

/** kcal in one serving a dietitian would expect of each dish (a katori is ~150 g). */
const SANE_KCAL: Record<string, [number, number]> = {
  Roti: [80, 140],
  'Steamed rice': [140, 230],
  'Toor dal': [100, 250],
  Poha: [180, 350],
  Upma: [130, 300],
  Idli: [40, 100],
  Sambar: [50, 180],
  'Rajma curry': [100, 250],
  'Rajma chawal': [300, 550],
  'Moong dal khichdi': [100, 250],
  'Curd rice': [100, 250],
  'Mixed vegetable sabzi': [60, 200],
  'Palak paneer': [120, 300],
  'Besan chilla': [80, 200],
  'Vegetable daliya': [80, 220],
  'Chana masala': [100, 260],
  'Egg bhurji': [120, 300],
  'Chicken curry': [150, 380],
  Buttermilk: [30, 120],
  'Masala oats': [120, 280],
};
const DIET: Record<string, DietTag> = { 'Egg bhurji': 'egg', 'Chicken curry': 'nonveg' };

describe('the demo recipe library', () => {
  let app: TestApp;
  let catalogue: Catalogue;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemoDataIfEmpty(app.db, testNow());
    catalogue = await loadCatalogue(app.db);
  });
  afterAll(() => app.close());

  const recipeNamed = (name: string) => {
    const found = [...catalogue.recipes.values()].find((r) => r.name === name);
    if (!found) throw new Error(`no recipe named ${name}`);
    return found;
  };

  it('seeds both practice foods with all nine nutrients from their labels', () => {
    for (const food of demoPracticeFoods) {
      const entry = [...catalogue.foods.values()].find((f) => f.name === food.name);
      expect(entry?.kind).toBe('custom');
      expect(entry?.per100g).toEqual(food.per100g);
    }
  });

  it('covers exactly the dishes the demo plans name, each once', () => {
    expect(demoRecipes.map((r) => r.name).sort()).toEqual(Object.keys(SANE_KCAL).sort());
    expect(catalogue.recipes.size).toBe(demoRecipes.length);
  });

  it.each(demoRecipes.map((r) => [r.name, r] as const))(
    'resolves every ingredient of %s to a food or recipe in a measure it has',
    (name, demo) => {
      const recipe = recipeNamed(name);
      expect(recipe.ingredients).toHaveLength(demo.ingredients.length);
      for (const ingredient of recipe.ingredients)
        expect(checkItem(catalogue, ingredient).view.grams).toBeGreaterThan(0);
    },
  );

  it.each(Object.entries(SANE_KCAL))(
    'gives one serving of %s a realistic energy',
    (name, [low, high]) => {
      const recipe = recipeNamed(name);
      const kcal = (recipe.per100g.kcal * recipe.servingGrams) / 100;
      expect(kcal).toBeGreaterThanOrEqual(low);
      expect(kcal).toBeLessThanOrEqual(high);
    },
  );

  it('weighs a roti about 40 g cooked and a katori about 150 g', () => {
    expect(recipeNamed('Roti').servingGrams).toBe(40);
    expect(recipeNamed('Toor dal').servingGrams).toBe(150);
  });

  it('tags Egg bhurji egg, Chicken curry non-veg and every other dish veg', () => {
    for (const { name } of demoRecipes) expect(recipeNamed(name).diet).toBe(DIET[name] ?? 'veg');
  });

  it('builds Curd rice on the Steamed rice recipe, so its rice counts as cooked rice', () => {
    const rice = recipeNamed('Steamed rice');
    const curdRice = recipeNamed('Curd rice');
    expect(curdRice.ingredients[0]).toMatchObject({ recipeId: rice.id, unit: 'katori' });
    const riceItem = checkItem(catalogue, curdRice.ingredients[0] ?? { quantity: 0, unit: 'g' });
    expect(riceItem.view.grams).toBe(300);
    expect(riceItem.nutrients.kcal).toBeCloseTo((rice.per100g.kcal * 300) / 100, 5);
  });

  it('counts cooking oil’s energy (IFCT gives oils no energy value)', () => {
    const oil = [...catalogue.foods.values()].find((f) => f.name === 'Groundnut oil');
    expect(oil?.per100g.kcal).toBe(900);
  });
});
