import {
  MEAL_SLOTS,
  WEEKDAYS,
  macrosOf,
  roundNutrients,
  scaleNutrients,
  sumNutrients,
  zeroNutrients,
  type Macros,
  type MealPlanDays,
  type Nutrients,
  type PlanDayView,
} from '@nourishwell/shared';
import {
  checkItem,
  readItem,
  type Catalogue,
  type ResolvedItem,
} from '#api/modules/foods/catalogue.ts';
import type { StoredMeal } from './meal-plan.repository.ts';

/** A week resolved against the food catalogue: what a plan or a template answers. */
export interface ResolvedWeek {
  days: PlanDayView[];
  weekAverage: Macros;
  /** Days that have at least one meal given (a template's summary counts them). */
  dayCount: number;
  itemCount: number;
}

const micros = (n: Nutrients) => ({
  iron: n.iron,
  calcium: n.calcium,
  vitaminC: n.vitaminC,
  folate: n.folate,
});

/**
 * All seven days Monday to Sunday, meals in slot order, items in position order. Totals
 * are sums of unrounded nutrients, rounded once; the week's average is over the days that
 * have at least one item. An item whose food is gone entirely is left out rather than
 * failing the whole week (deleted practice foods stay in the catalogue and still read).
 */
export function resolveWeek(catalogue: Catalogue, meals: readonly StoredMeal[]): ResolvedWeek {
  let itemCount = 0;
  const daySums: Nutrients[] = [];
  const days = WEEKDAYS.map((day): PlanDayView => {
    const given = meals
      .filter((m) => m.day === day)
      .sort((a, b) => MEAL_SLOTS.indexOf(a.meal) - MEAL_SLOTS.indexOf(b.meal));
    const dayParts: Nutrients[] = [];
    const mealViews = given.map((m) => {
      const items = m.items
        .map((item) => readItem(catalogue, item))
        .filter((item): item is ResolvedItem => item !== null);
      itemCount += items.length;
      const sum = sumNutrients(items.map((i) => i.nutrients));
      if (items.length > 0) dayParts.push(sum);
      return {
        meal: m.meal,
        items: items.map((i) => i.view),
        note: m.note,
        totals: roundNutrients(macrosOf(sum)),
      };
    });
    const total = sumNutrients(dayParts);
    if (dayParts.length > 0) daySums.push(total);
    return {
      day,
      meals: mealViews,
      totals: roundNutrients(macrosOf(total)),
      micros: roundNutrients(micros(total)),
    };
  });
  const average =
    daySums.length > 0
      ? scaleNutrients(sumNutrients(daySums), 1 / daySums.length)
      : zeroNutrients();
  return {
    days,
    weekAverage: roundNutrients(macrosOf(average)),
    dayCount: new Set(meals.map((m) => m.day)).size,
    itemCount,
  };
}

/** A week in the PUT body's shape (a plan or a template) as stored meals. */
export function mealsOf(days: MealPlanDays): StoredMeal[] {
  return days.flatMap((d) =>
    d.meals.map((m) => ({
      day: d.day,
      meal: m.meal,
      note: m.note === undefined || m.note === null || m.note === '' ? null : m.note,
      items: m.items.map((item) => ({
        ...(item.foodId !== undefined ? { foodId: item.foodId } : { recipeId: item.recipeId }),
        quantity: item.quantity,
        unit: item.unit,
      })),
    })),
  );
}

/**
 * A week as sent checked item by item before anything is written: an unknown food or
 * recipe, a measure it lacks or more than 5 kg is a 400 with the reason. A deleted
 * practice food or recipe is refused too, unless the week it replaces (`before`) has it.
 */
export function checkedWeek(
  catalogue: Catalogue,
  days: MealPlanDays,
  before: readonly StoredMeal[] = [],
): StoredMeal[] {
  const meals = mealsOf(days);
  const kept = before.flatMap((m) => m.items);
  for (const item of meals.flatMap((m) => m.items)) checkItem(catalogue, item, kept);
  return meals;
}
