import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  ACTIVITY_LEVELS,
  MEAL_SLOTS,
  PORTION_UNITS,
  TARGET_GOALS,
  WEEKDAYS,
  type MealPlanDays,
} from '@nourishwell/shared';
import { cascadingRef, keptRef, setNullRef } from './columns.ts';
import { foods, recipes } from './foods.ts';
import { clients, nutritionists } from './profiles.ts';
import { createdAt, updatedAt, users } from './users.ts';

const clientRef = () => cascadingRef('client_id', () => clients.id).notNull();

/**
 * One meal of a client's weekly plan: weekday × meal slot, with an optional note (the
 * spec's free text: docs/product.md, "Structured meal plans") and its items. The whole
 * week is replaced in one transaction.
 */
export const mealPlanEntries = pgTable(
  'meal_plan_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    nutritionistId: setNullRef('nutritionist_id', () => nutritionists.id),
    weekday: text('weekday', { enum: WEEKDAYS }).notNull(),
    meal: text('meal', { enum: MEAL_SLOTS }).notNull(),
    /** The meal's note, or the whole meal as free text (POST /nuts/addWeeklyMealPlan). */
    food: text('food'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('meal_plan_entries_cell_unique').on(t.clientId, t.weekday, t.meal),
    check(
      'meal_plan_entries_weekday_check',
      sql`${t.weekday} in ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')`,
    ),
    check(
      'meal_plan_entries_meal_check',
      sql`${t.meal} in ('earlyMorning', 'breakfast', 'midMorning', 'lunch', 'snack', 'dinner', 'bedtime')`,
    ),
    check('meal_plan_entries_food_check', sql`char_length(${t.food}) between 1 and 500`),
  ],
);

/** One item of a planned meal: a food or a recipe and how much of it. */
export const mealPlanItems = pgTable(
  'meal_plan_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: cascadingRef('entry_id', () => mealPlanEntries.id).notNull(),
    position: integer('position').notNull(),
    foodId: keptRef('food_id', () => foods.id),
    recipeId: keptRef('recipe_id', () => recipes.id),
    quantity: real('quantity').notNull(),
    unit: text('unit', { enum: PORTION_UNITS }).notNull(),
  },
  (t) => [
    check('meal_plan_items_one_kind_check', sql`(${t.foodId} is null) <> (${t.recipeId} is null)`),
    check('meal_plan_items_quantity_check', sql`${t.quantity} > 0 and ${t.quantity} <= 5000`),
    index('meal_plan_items_entry_idx').on(t.entryId, t.position),
  ],
);

/** A client's daily targets, with what they rest on and who set them when. */
export const clientTargets = pgTable(
  'client_targets',
  {
    clientId: cascadingRef('client_id', () => clients.id).primaryKey(),
    kcal: real('kcal').notNull(),
    protein: real('protein').notNull(),
    carbs: real('carbs').notNull(),
    fat: real('fat').notNull(),
    fibre: real('fibre').notNull(),
    activity: text('activity', { enum: ACTIVITY_LEVELS }),
    goal: text('goal', { enum: TARGET_GOALS }),
    setBy: setNullRef('set_by', () => users.id),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('client_targets_kcal_check', sql`${t.kcal} between 800 and 6000`)],
);

/** A nutritionist's saved week, in the PUT body's shape, to apply to another client. */
export const mealPlanTemplates = pgTable(
  'meal_plan_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nutritionistId: cascadingRef('nutritionist_id', () => nutritionists.id).notNull(),
    name: text('name').notNull(),
    days: jsonb('days').$type<MealPlanDays>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('meal_plan_templates_name_unique').on(t.nutritionistId, t.name)],
);
