import {
  ITEMS_PER_MEAL_MAX,
  MEAL_SLOTS,
  mealPlanMessages,
  scaleNutrients,
  sumNutrients,
  WEEKDAYS,
  zeroNutrients,
  type Nutrients,
} from '@nourishwell/shared';
import { itemNutrients, itemProblem } from '#web/components/nutrition/food-item.ts';
import type { EditorDay, EditorMeal, EditorWeek, Weekday } from './plan-editor.ts';

export const mealTotals = (meal: EditorMeal): Nutrients =>
  sumNutrients(meal.items.map(itemNutrients));

export const dayTotals = (day: EditorDay): Nutrients =>
  sumNutrients(MEAL_SLOTS.map((slot) => mealTotals(day[slot])));

const dayHasItems = (day: EditorDay) => MEAL_SLOTS.some((slot) => day[slot].items.length > 0);

/**
 * The week's average per day over the days that have anything planned (as the server
 * computes it), so a half-built week is not averaged down by its empty days.
 */
export function weekAverage(week: EditorWeek): Nutrients {
  const planned = WEEKDAYS.filter((day) => dayHasItems(week[day]));
  if (planned.length === 0) return zeroNutrients();
  return scaleNutrients(
    sumNutrients(planned.map((day) => dayTotals(week[day]))),
    1 / planned.length,
  );
}

export const mealProblem = (meal: EditorMeal): string | null =>
  meal.items.length > ITEMS_PER_MEAL_MAX ? mealPlanMessages.tooManyItems : null;

export interface WeekProblem {
  day: Weekday;
  message: string;
}

/** The first problem of the week, so Save can say where to look instead of sending. */
export function firstProblem(week: EditorWeek): WeekProblem | null {
  for (const day of WEEKDAYS) {
    for (const slot of MEAL_SLOTS) {
      const meal = week[day][slot];
      const message = mealProblem(meal) ?? meal.items.map(itemProblem).find((p) => p !== null);
      if (message) return { day, message };
    }
  }
  return null;
}
