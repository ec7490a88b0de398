import {
  foodMessages,
  MACRO_KEYS,
  roundNutrients,
  scaleNutrients,
  type Macros,
  type RecipeDetail,
  type recipeInputSchema,
  type recipeQuerySchema,
  type RecipeSummary,
  per100gAnswer,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import {
  catalogueOf,
  checkItem,
  loadCatalogue,
  readItem,
  type Catalogue,
  type IngredientRef,
  type RecipeEntry,
} from './catalogue.ts';
import { searchIn, searchIndexOf } from './food-search.ts';
import * as repo from './recipes.repository.ts';

type RecipeInput = z.output<typeof recipeInputSchema>;

const round1 = (value: number) => Math.round(value * 10) / 10;

function summaryOf(entry: RecipeEntry, creators: Map<number, string>): RecipeSummary {
  const perServing = roundNutrients(scaleNutrients(entry.per100g, entry.servingGrams / 100));
  return {
    id: entry.id,
    name: entry.name,
    diet: entry.diet,
    servings: entry.servings,
    servingUnit: entry.servingUnit,
    servingGrams: round1(entry.servingGrams),
    perServing: Object.fromEntries(MACRO_KEYS.map((key) => [key, perServing[key]])) as Macros,
    ingredientCount: entry.ingredients.length,
    createdBy:
      entry.createdBy === null
        ? null
        : { id: entry.createdBy, name: creators.get(entry.createdBy) ?? '' },
  };
}

function detailOf(
  catalogue: Catalogue,
  entry: RecipeEntry,
  creators: Map<number, string>,
): RecipeDetail {
  return {
    ...summaryOf(entry, creators),
    cookedGrams: entry.cookedGrams,
    method: entry.method,
    ingredients: entry.ingredients.flatMap((ref) => readItem(catalogue, ref)?.view ?? []),
    perServing: roundNutrients(scaleNutrients(entry.per100g, entry.servingGrams / 100)),
    per100g: per100gAnswer(entry.per100g),
    portions: entry.portions,
    deleted: entry.deleted,
  };
}

/** GET /api/recipes?q: the library by name, or the recipes a search finds, best first. */
export async function recipes(
  deps: AppDeps,
  query: z.output<typeof recipeQuerySchema>,
): Promise<RecipeSummary[]> {
  const [catalogue, index] = await Promise.all([catalogueOf(deps), searchIndexOf(deps)]);
  const found = searchIn(index, { q: query.q, kind: 'recipe', limit: catalogue.recipes.size });
  const entries = found.items.flatMap((item) => catalogue.recipes.get(item.id) ?? []);
  const creators = await repo.creatorNames(
    deps.db,
    entries.flatMap((e) => (e.createdBy === null ? [] : [e.createdBy])),
  );
  return entries.map((entry) => summaryOf(entry, creators));
}

/** GET /api/recipes/:id: also a deleted one, which old plans still show. */
export async function recipe(deps: AppDeps, id: number): Promise<RecipeDetail> {
  const catalogue = await catalogueOf(deps);
  const entry = catalogue.recipes.get(id);
  if (!entry) throw notFound(foodMessages.recipeNotFound);
  const creators = await repo.creatorNames(
    deps.db,
    entry.createdBy === null ? [] : [entry.createdBy],
  );
  return detailOf(catalogue, entry, creators);
}

/** Whether `recipeId` is `target` or holds it, at any depth. */
function holds(
  catalogue: Catalogue,
  recipeId: number,
  target: number,
  seen = new Set<number>(),
): boolean {
  if (recipeId === target) return true;
  if (seen.has(recipeId)) return false;
  seen.add(recipeId);
  const entry = catalogue.recipes.get(recipeId);
  return (entry?.ingredients ?? []).some(
    (i) => i.recipeId !== undefined && holds(catalogue, i.recipeId, target, seen),
  );
}

/**
 * Every ingredient must be a food or recipe of the list, in a measure it has, at most
 * 5 kg (a deleted one only where the recipe being re-saved already had it); and a recipe
 * may not hold itself, directly or through another.
 */
function checkIngredients(catalogue: Catalogue, list: IngredientRef[], self?: RecipeEntry) {
  for (const item of list) {
    if (self && item.recipeId !== undefined && holds(catalogue, item.recipeId, self.id))
      throw badRequest(foodMessages.recipeInItself, 'RECIPE_IN_ITSELF');
    checkItem(catalogue, item, self?.ingredients);
  }
}

function valuesOf(input: RecipeInput): repo.RecipeValues {
  return {
    name: input.name,
    servings: input.servings,
    servingUnit: input.servingUnit,
    cookedGrams: input.cookedGrams ?? null,
    method: input.method,
  };
}

/** POST /api/recipes: any nutritionist adds to the practice's library. */
export async function addRecipe(
  deps: AppDeps,
  actor: Actor,
  input: RecipeInput,
): Promise<RecipeDetail> {
  const values = valuesOf(input);
  const id = await deps.db.transaction(async (tx) => {
    await repo.lockRecipes(tx);
    checkIngredients(await loadCatalogue(tx), input.ingredients);
    const created = await repo.insertRecipe(tx, values, actor.id);
    await repo.replaceIngredients(tx, created, input.ingredients);
    await audit(tx, actor, 'create', 'recipe', created, {
      after: { ...values, ingredients: input.ingredients },
    });
    return created;
  });
  return recipe(deps, id);
}

/** What the recipe's row and ingredients held, for its audit row. */
const savedOf = (entry: RecipeEntry) => ({
  name: entry.name,
  servings: entry.servings,
  servingUnit: entry.servingUnit,
  cookedGrams: entry.cookedGrams,
  method: entry.method,
  ingredients: entry.ingredients,
});

/** A recipe of the library that is not deleted, as the locked transaction sees it. */
function liveRecipe(catalogue: Catalogue, id: number) {
  const entry = catalogue.recipes.get(id);
  if (!entry || entry.deleted) throw notFound(foodMessages.recipeNotFound);
  return entry;
}

/** PUT /api/recipes/:id: plans using it read the new dish. */
export async function updateRecipe(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: RecipeInput,
): Promise<RecipeDetail> {
  const values = valuesOf(input);
  await deps.db.transaction(async (tx) => {
    await repo.lockRecipes(tx);
    const catalogue = await loadCatalogue(tx);
    const before = liveRecipe(catalogue, id);
    checkIngredients(catalogue, input.ingredients, before);
    await repo.updateRecipe(tx, id, values);
    await repo.replaceIngredients(tx, id, input.ingredients);
    await audit(tx, actor, 'update', 'recipe', id, {
      before: savedOf(before),
      after: { ...values, ingredients: input.ingredients },
    });
  });
  return recipe(deps, id);
}

/** DELETE /api/recipes/:id: out of the library and search; plans using it still read it. */
export async function deleteRecipe(
  deps: AppDeps,
  actor: Actor,
  id: number,
): Promise<{ message: string }> {
  await deps.db.transaction(async (tx) => {
    await repo.lockRecipes(tx);
    const before = liveRecipe(await loadCatalogue(tx), id);
    await repo.softDeleteRecipe(tx, id);
    await audit(tx, actor, 'delete', 'recipe', id, { before: savedOf(before) });
  });
  return { message: 'Recipe removed' };
}
