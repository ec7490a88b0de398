import type { MealSlot, Translate } from '@nourishwell/shared';

/**
 * A meal's name in her language ("Breakfast", "नाश्ता"). MEAL_LABELS stays English for the
 * server's texts; every journal screen names a meal through this.
 */
export const mealName = (t: Translate, meal: MealSlot) => t(`journal.meal.${meal}`);
