import { inArray } from 'drizzle-orm';
import type { Transaction } from './client.ts';
import { demoPracticeFoods } from './demo-practice-foods.ts';
import type { DemoIngredient } from './demo-recipe-shape.ts';
import { demoRecipes } from './demo-recipes.ts';
import { foods, recipeIngredients, recipes } from './schema/index.ts';

/** What the demo meal plans look the foods and recipes up by. */
export interface DemoFoodIds {
  practiceFoods: Map<string, number>;
  recipes: Map<string, number>;
}

/**
 * The demo practice's own foods and recipe library, written by `createdBy`. The IFCT foods
 * are already loaded (runMigrations does it), so ingredients find them by code.
 */
export async function seedDemoFoods(tx: Transaction, createdBy: number): Promise<DemoFoodIds> {
  const practiceFoods = new Map<string, number>();
  for (const food of demoPracticeFoods) {
    const [row] = await tx
      .insert(foods)
      .values({ ...food, ...food.per100g, code: null, createdBy })
      .returning({ id: foods.id });
    if (row) practiceFoods.set(food.name, row.id);
  }

  const codes = [
    ...new Set(
      demoRecipes.flatMap((r) => r.ingredients.flatMap((i) => ('code' in i ? [i.code] : []))),
    ),
  ];
  const ifctRows = await tx
    .select({ id: foods.id, code: foods.code })
    .from(foods)
    .where(inArray(foods.code, codes));
  const byCode = new Map(ifctRows.flatMap((r) => (r.code ? [[r.code, r.id] as const] : [])));

  const recipeIds = new Map<string, number>();
  const lookUp = (map: Map<string, number>, key: string, what: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`demo recipe names an unknown ${what}: ${key}`);
    return id;
  };
  const refOf = (i: DemoIngredient) =>
    'code' in i
      ? { foodId: lookUp(byCode, i.code, 'IFCT food') }
      : 'practiceFood' in i
        ? { foodId: lookUp(practiceFoods, i.practiceFood, 'practice food') }
        : { ingredientRecipeId: lookUp(recipeIds, i.recipe, 'recipe (list it earlier)') };

  for (const { ingredients, ...recipe } of demoRecipes) {
    const [row] = await tx
      .insert(recipes)
      .values({ ...recipe, createdBy })
      .returning({ id: recipes.id });
    if (!row) throw new Error(`could not create the recipe ${recipe.name}`);
    await tx.insert(recipeIngredients).values(
      ingredients.map((i, position) => ({
        recipeId: row.id,
        position,
        ...refOf(i),
        quantity: i.quantity,
        unit: i.unit ?? 'g',
      })),
    );
    recipeIds.set(recipe.name, row.id);
  }
  return { practiceFoods, recipes: recipeIds };
}
