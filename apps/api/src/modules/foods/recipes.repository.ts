import { eq, inArray, sql } from 'drizzle-orm';
import type { PortionUnit } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { nutritionists, recipeIngredients, recipes } from '#api/db/schema/index.ts';
import type { IngredientRef } from './catalogue.ts';

export interface RecipeValues {
  name: string;
  servings: number;
  servingUnit: Exclude<PortionUnit, 'g'>;
  cookedGrams: number | null;
  method: string;
}

/**
 * Recipe writes one at a time: whether a recipe would contain itself depends on every
 * other recipe, so two changes that together make a loop must not both pass the check.
 * Reads go on meanwhile (SHARE ROW EXCLUSIVE conflicts only with itself and writes).
 */
export async function lockRecipes(tx: Executor): Promise<void> {
  await tx.execute(sql`lock table ${recipes} in share row exclusive mode`);
}

export async function insertRecipe(
  db: Executor,
  values: RecipeValues,
  createdBy: number,
): Promise<number> {
  const [row] = await db
    .insert(recipes)
    .values({ ...values, createdBy })
    .returning({ id: recipes.id });
  if (!row) throw new Error('the recipe was not saved');
  return row.id;
}

export async function updateRecipe(db: Executor, id: number, values: RecipeValues) {
  await db
    .update(recipes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(recipes.id, id));
}

/** The recipe's ingredients become `list`, in its order. */
export async function replaceIngredients(db: Executor, recipeId: number, list: IngredientRef[]) {
  await db.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId));
  await db.insert(recipeIngredients).values(
    list.map((item, position) => ({
      recipeId,
      position,
      foodId: item.foodId ?? null,
      ingredientRecipeId: item.recipeId ?? null,
      quantity: item.quantity,
      unit: item.unit,
    })),
  );
}

export async function softDeleteRecipe(db: Executor, id: number) {
  await db
    .update(recipes)
    .set({ deletedAt: sql`now()` })
    .where(eq(recipes.id, id));
}

/** The names of the nutritionists who wrote recipes, by id. */
export async function creatorNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: nutritionists.id, name: nutritionists.name })
    .from(nutritionists)
    .where(inArray(nutritionists.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
