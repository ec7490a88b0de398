import type { MealPlanView, PlanDayView, PlanMealView } from '@nourishwell/shared';

/** A meal worth showing: it has items or at least a note (the server sends every slot). */
export const isPlanned = (meal: Pick<PlanMealView, 'items' | 'note'>) =>
  meal.items.length > 0 || (meal.note ?? '').trim() !== '';

/** The day's planned meals, in the server's MEAL_SLOTS order. */
export const plannedMeals = (day: PlanDayView) => day.meals.filter(isPlanned);

/** Whether anything at all is planned: the server answers seven days even for no plan. */
export const hasAnyMeal = (plan: MealPlanView) =>
  plan.days.some((day) => plannedMeals(day).length > 0);

/** A figure as a person reads it in a plan: whole numbers, Indian digit grouping. */
export const wholeFigure = (value: number) => Math.round(value).toLocaleString('en-IN');

/** Where every nutrient value comes from, said under every total and in every print. */
export const NUTRIENT_SOURCE =
  'Nutrient values: IFCT 2017 (ICMR–NIN) and the Indian Nutrient Databank';
