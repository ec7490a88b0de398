import {
  foodMessages,
  gramsOf,
  ITEM_MAX_GRAMS,
  ITEMS_PER_MEAL_MAX,
  MEAL_SLOTS,
  mealPlanMessages,
  nutrientsIn,
  scaleNutrients,
  sumNutrients,
  WEEKDAYS,
  zeroNutrients,
  type Nutrients,
} from '@nourishwell/shared';
import type { EditorDay, EditorItem, EditorMeal, EditorWeek, Weekday } from './plan-editor.ts';

/** The quantity she typed as a number; anything that is not one counts as nothing. */
const quantityOf = (item: EditorItem) => {
  const value = Number(item.quantity.trim() === '' ? NaN : item.quantity);
  return Number.isFinite(value) ? value : 0;
};

/** Grams of the item in its unit (0 while the quantity is not a number yet). */
export const itemGrams = (item: EditorItem) =>
  gramsOf(item.portions, Math.max(0, quantityOf(item)), item.unit) ?? 0;

export const itemNutrients = (item: EditorItem): Nutrients =>
  nutrientsIn(item.per100g, itemGrams(item));

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

/** What is wrong with an item's quantity, in the server's own words; null when nothing. */
export function itemProblem(item: EditorItem): string | null {
  const quantity = quantityOf(item);
  if (!(quantity > 0)) return foodMessages.quantityPositive;
  if (quantity > ITEM_MAX_GRAMS || itemGrams(item) > ITEM_MAX_GRAMS)
    return foodMessages.itemTooHeavy;
  return null;
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
