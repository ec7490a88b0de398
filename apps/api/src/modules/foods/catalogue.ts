import {
  foodMessages,
  gramsOf,
  GROUP_PORTIONS,
  ITEM_MAX_GRAMS,
  nutrientsIn,
  portionsFor,
  roundNutrients,
  scaleNutrients,
  sumNutrients,
  zeroNutrients,
  type DietTag,
  type FoodKind,
  type FoodSource,
  type FoodState,
  type ItemView,
  type Nutrients,
  type Portion,
  type PortionUnit,
  per100gAnswer,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { badRequest } from '#api/lib/errors.ts';
import { catalogueRows } from './catalogue.repository.ts';
import { hindiNameOf } from './hindi-name.ts';

/**
 * Every food, practice food and recipe with its nutrients per 100 g and its measures, in
 * memory. Recipes (which may contain recipes) are worked out once per change of the food
 * tables, not per request: plan reads, recipe reads and search all use this one copy.
 * Deleted practice foods and recipes stay in it (flagged) so old plans keep reading them.
 */
export interface CatalogueEntry {
  kind: FoodKind;
  id: number;
  name: string;
  group: string;
  diet: DietTag;
  source: FoodSource;
  state: FoodState;
  per100g: Nutrients;
  portions: Portion[];
  localNames: { language: string; name: string }[];
  /** Names people use (ours for IFCT and INDB), then the practice's own. */
  names: string[];
  /** What a Hindi-speaking client calls it, shown beside the name (`hindiNameOf`). */
  hindiName?: string;
  deleted: boolean;
}

export interface RecipeEntry extends CatalogueEntry {
  kind: 'recipe';
  servings: number;
  servingUnit: PortionUnit;
  servingGrams: number;
  cookedGrams: number | null;
  method: string;
  createdBy: number | null;
  ingredients: IngredientRef[];
}

export interface IngredientRef {
  foodId?: number;
  recipeId?: number;
  quantity: number;
  unit: PortionUnit;
}

export interface Catalogue {
  foods: ReadonlyMap<number, CatalogueEntry>;
  recipes: ReadonlyMap<number, RecipeEntry>;
}

/** The group a practice's recipes are filed under, beside IFCT's and the dishes'. */
export const RECIPES_GROUP = 'Recipes';

/** The tables the catalogue is built from (the read cache drops it when one changes). */
export const CATALOGUE_TABLES = ['foods', 'recipes', 'recipe_ingredients'] as const;

export function catalogueOf(deps: AppDeps): Promise<Catalogue> {
  return deps.readCache.remember('food-catalogue', CATALOGUE_TABLES, () => loadCatalogue(deps.db));
}

const DIET_RANK: Record<DietTag, number> = { veg: 0, egg: 1, nonveg: 2 };
/** A dish is as vegetarian as its least vegetarian ingredient. */
const dietOfAll = (diets: DietTag[]) =>
  diets.reduce<DietTag>((worst, d) => (DIET_RANK[d] > DIET_RANK[worst] ? d : worst), 'veg');

export async function loadCatalogue(db: Executor): Promise<Catalogue> {
  const [foodRows, recipeRows, ingredientRows] = await catalogueRows(db);
  const foodMap = new Map<number, CatalogueEntry>();
  for (const f of foodRows)
    foodMap.set(f.id, {
      kind: f.code === null ? 'custom' : 'food',
      id: f.id,
      name: f.name,
      group: f.group,
      diet: f.practiceDiet ?? f.diet,
      source: f.source,
      state: f.state,
      per100g: {
        kcal: f.kcal,
        protein: f.protein,
        carbs: f.carbs,
        fat: f.fat,
        fibre: f.fibre,
        iron: f.iron,
        calcium: f.calcium,
        vitaminC: f.vitaminC,
        folate: f.folate,
      },
      portions: portionsFor(f.group, f.portions),
      localNames: f.localNames,
      names: [...f.commonNames, ...f.practiceNames],
      hindiName: hindiNameOf(f),
      deleted: f.deletedAt !== null,
    });

  const ingredientsOf = new Map<number, IngredientRef[]>();
  for (const i of ingredientRows) {
    const list = ingredientsOf.get(i.recipeId) ?? [];
    list.push({
      ...(i.foodId !== null ? { foodId: i.foodId } : { recipeId: i.ingredientRecipeId ?? 0 }),
      quantity: i.quantity,
      unit: i.unit,
    });
    ingredientsOf.set(i.recipeId, list);
  }
  const rows = new Map(recipeRows.map((r) => [r.id, r]));
  const recipeMap = new Map<number, RecipeEntry>();
  const underWay = new Set<number>();

  // Depth first, so a recipe's sub-recipes are worked out before it; a cycle (which the
  // API refuses to save) would count as nothing rather than loop.
  const build = (id: number): RecipeEntry | undefined => {
    const done = recipeMap.get(id);
    if (done) return done;
    const r = rows.get(id);
    if (!r || underWay.has(id)) return undefined;
    underWay.add(id);
    const ingredients = ingredientsOf.get(id) ?? [];
    const parts: { grams: number; nutrients: Nutrients; diet: DietTag }[] = [];
    for (const ref of ingredients) {
      const entry = ref.foodId !== undefined ? foodMap.get(ref.foodId) : build(ref.recipeId ?? 0);
      if (!entry) continue;
      const grams = gramsOrFallback(entry, ref.quantity, ref.unit);
      parts.push({ grams, nutrients: nutrientsIn(entry.per100g, grams), diet: entry.diet });
    }
    underWay.delete(id);
    const total = sumNutrients(parts.map((p) => p.nutrients));
    const rawGrams = parts.reduce((sum, p) => sum + p.grams, 0);
    const dishGrams = r.cookedGrams ?? rawGrams;
    const servingGrams = dishGrams / r.servings;
    const entry: RecipeEntry = {
      kind: 'recipe',
      id: r.id,
      name: r.name,
      group: RECIPES_GROUP,
      diet: dietOfAll(parts.map((p) => p.diet)),
      source: 'practice',
      state: 'served',
      per100g: dishGrams > 0 ? scaleNutrients(total, 100 / dishGrams) : zeroNutrients(),
      portions: [
        { unit: 'g', grams: 1 },
        { unit: r.servingUnit, grams: servingGrams },
      ],
      localNames: [],
      names: [],
      deleted: r.deletedAt !== null,
      servings: r.servings,
      servingUnit: r.servingUnit,
      servingGrams,
      cookedGrams: r.cookedGrams,
      method: r.method,
      createdBy: r.createdBy,
      ingredients,
    };
    recipeMap.set(id, entry);
    return entry;
  };
  for (const id of rows.keys()) build(id);
  return { foods: foodMap, recipes: recipeMap };
}

/**
 * Grams of an amount already saved. A practice food's measure may have been removed since;
 * the old amount then reads by its group's default measure, or as grams.
 */
function gramsOrFallback(entry: CatalogueEntry, quantity: number, unit: PortionUnit) {
  return (
    gramsOf(entry.portions, quantity, unit) ??
    gramsOf(portionsFor(entry.group, GROUP_PORTIONS[entry.group] ?? []), quantity, unit) ??
    quantity
  );
}

export function entryOf(catalogue: Catalogue, ref: { foodId?: number; recipeId?: number }) {
  return ref.foodId !== undefined
    ? catalogue.foods.get(ref.foodId)
    : catalogue.recipes.get(ref.recipeId ?? 0);
}

const sameRef = (a: IngredientRef, b: IngredientRef) =>
  a.foodId === b.foodId && a.recipeId === b.recipeId;

/**
 * An item about to be saved: it must name a food or recipe that exists, in a measure it
 * has, and weigh at most 5 kg. A deleted one may stay where it already was (`kept`: the
 * recipe or plan being saved again holds it), not be added anew. Answers what the item
 * gives (400 with the reason if not).
 */
export function checkItem(
  catalogue: Catalogue,
  item: IngredientRef,
  kept: readonly IngredientRef[] = [],
): ResolvedItem {
  const entry = entryOf(catalogue, item);
  if (!entry || (entry.deleted && !kept.some((k) => sameRef(k, item))))
    throw badRequest(
      item.foodId !== undefined ? foodMessages.unknownFood : foodMessages.unknownRecipe,
    );
  const grams = gramsOf(entry.portions, item.quantity, item.unit);
  if (grams === null) throw badRequest(foodMessages.unknownUnit);
  if (grams > ITEM_MAX_GRAMS) throw badRequest(foodMessages.itemTooHeavy);
  return itemView(entry, item, grams);
}

/** An item already saved, as a plan or recipe answers it (never refused). */
export function readItem(catalogue: Catalogue, item: IngredientRef): ResolvedItem | null {
  const entry = entryOf(catalogue, item);
  if (!entry) return null;
  return itemView(entry, item, gramsOrFallback(entry, item.quantity, item.unit));
}

/** An item as answered (rounded), and its unrounded nutrients for summing totals. */
export interface ResolvedItem {
  view: ItemView;
  nutrients: Nutrients;
}

function itemView(entry: CatalogueEntry, item: IngredientRef, grams: number): ResolvedItem {
  const nutrients = nutrientsIn(entry.per100g, grams);
  const given = roundNutrients(nutrients);
  const view: ItemView = {
    ...(entry.kind === 'recipe' ? { recipeId: entry.id } : { foodId: entry.id }),
    kind: entry.kind,
    name: entry.name,
    ...(entry.hindiName && { hindiName: entry.hindiName }),
    diet: entry.diet,
    quantity: item.quantity,
    unit: item.unit,
    grams: Math.round(grams * 10) / 10,
    kcal: given.kcal,
    protein: given.protein,
    carbs: given.carbs,
    fat: given.fat,
    fibre: given.fibre,
    per100g: per100gAnswer(entry.per100g),
    portions: entry.portions,
  };
  return { view, nutrients };
}
