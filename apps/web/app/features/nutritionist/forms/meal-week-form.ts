import { z } from 'zod';
import { MEAL_TYPES, mealSchema, WEEKDAYS, type MealPlan } from '@nourishwell/shared';

export type Weekday = (typeof WEEKDAYS)[number];
type Meal = (typeof MEAL_TYPES)[number];
export type Week = Record<Weekday, Record<Meal, string>>;

const food = mealSchema.shape.food;
const daySchema = z.object(
  Object.fromEntries(MEAL_TYPES.map((meal) => [meal, food])) as Record<Meal, typeof food>,
);

/** The plan form's grid, seven days by four meals, each cell checked as the API checks it. */
export const mealWeekSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as Record<Weekday, typeof daySchema>,
);

/** The saved plan in the grid's shape: blank cells for meals not planned. */
export function weekFrom(plan: MealPlan): Week {
  const week = Object.fromEntries(
    WEEKDAYS.map((day) => [day, Object.fromEntries(MEAL_TYPES.map((meal) => [meal, '']))]),
  ) as Week;
  for (const [day, meals] of Object.entries(plan))
    if (day in week)
      for (const { meal, food: text } of meals)
        // The grid has the spec's four meals; the optional slots live in the builder.
        if ((MEAL_TYPES as readonly string[]).includes(meal))
          week[day as Weekday][meal as Meal] = text;
  return week;
}

/** The grid as the API takes it: weekday → every meal, blank ones empty. */
export const weeklyMealsOf = (week: Week) =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, MEAL_TYPES.map((meal) => ({ meal, food: week[day][meal] }))]),
  );
