import {
  MACRO_KEYS,
  macrosOf,
  MEAL_SLOTS,
  nutrientsIn,
  roundNutrients,
  sumNutrients,
  WEEKDAYS,
  zeroNutrients,
  type ItemView,
  type Macros,
  type MealPlanView,
  type MealSlot,
  type Nutrients,
  type PlanDayView,
  type PortionUnit,
  type RecipeDetail,
} from '@nourishwell/shared';

/**
 * Plans and recipes as GET /api/clients/:id/meal-plan and GET /api/recipes/:id answer them,
 * for screen tests. Totals are worked out from the items the way the server does, so a
 * test's figures follow from what it plans.
 */
type Weekday = (typeof WEEKDAYS)[number];

const per100 = (kcal: number, protein: number, carbs: number, fat: number, fibre: number) => ({
  ...zeroNutrients(),
  kcal,
  protein,
  carbs,
  fat,
  fibre,
});

function item(
  ref: { foodId: number } | { recipeId: number },
  name: string,
  quantity: number,
  unit: PortionUnit,
  grams: number,
  per100g: Nutrients,
): ItemView {
  const values = roundNutrients(nutrientsIn(per100g, grams));
  return {
    ...ref,
    kind: 'foodId' in ref ? 'food' : 'recipe',
    name,
    diet: 'veg',
    quantity,
    unit,
    grams,
    ...macrosOf(values),
    per100g,
    portions: [{ unit: 'g', grams: 1 }],
  };
}

export const roti = (count = 2) =>
  item({ foodId: 11 }, 'roti', count, 'roti', 40 * count, per100(300, 9, 55, 4, 9));
export const dal = () => item({ foodId: 12 }, 'dal', 1, 'katori', 150, per100(116, 7, 17, 2, 4));
export const curd = () => item({ foodId: 13 }, 'curd', 1, 'katori', 150, per100(60, 3.1, 3, 4, 0));
export const poha = () =>
  item({ recipeId: 31 }, 'Vegetable poha', 1, 'serving', 200, per100(130, 2.6, 24, 3, 1.5));

type MealPlanned = { items: ItemView[]; note?: string | null };
export type WeekPlanned = Partial<Record<Weekday, Partial<Record<MealSlot, MealPlanned>>>>;

const totalsOf = (items: readonly ItemView[]): Nutrients =>
  sumNutrients(items.map((i) => nutrientsIn(i.per100g, i.grams)));

function dayOf(day: Weekday, planned: Partial<Record<MealSlot, MealPlanned>> = {}): PlanDayView {
  // The server answers every slot of the day, planned or not (the four spec slots at least).
  const slots = MEAL_SLOTS.filter(
    (slot) =>
      planned[slot] !== undefined || ['breakfast', 'lunch', 'snack', 'dinner'].includes(slot),
  );
  const meals = slots.map((meal) => {
    const { items = [], note = null } = planned[meal] ?? {};
    return { meal, items, note, totals: macrosOf(roundNutrients(totalsOf(items))) };
  });
  const all = totalsOf(meals.flatMap((m) => m.items));
  const { iron, calcium, vitaminC, folate } = roundNutrients(all);
  return {
    day,
    meals,
    totals: macrosOf(roundNutrients(all)),
    micros: { iron, calcium, vitaminC, folate },
  };
}

export const TARGETS: Macros = { kcal: 1800, protein: 60, carbs: 240, fat: 55, fibre: 25 };

/** A week with `planned` meals (other days empty) and `targets` (pass null for none). */
export function planWeek(
  planned: WeekPlanned = {},
  targets: Macros | null = TARGETS,
): MealPlanView {
  const days = WEEKDAYS.map((day) => dayOf(day, planned[day]));
  const withMeals = days.filter((d) => d.meals.some((m) => m.items.length > 0 || m.note));
  const average = Object.fromEntries(
    MACRO_KEYS.map((key) => [
      key,
      withMeals.length === 0
        ? 0
        : withMeals.reduce((sum, d) => sum + d.totals[key], 0) / withMeals.length,
    ]),
  ) as Macros;
  return {
    clientId: 7,
    targets,
    days,
    weekAverage: macrosOf(roundNutrients({ ...zeroNutrients(), ...average })),
    updatedAt: withMeals.length > 0 ? '2026-11-20T09:00:00.000Z' : null,
  };
}

/** The poha recipe as GET /api/recipes/31 answers it. */
export const pohaRecipe = (over: Partial<RecipeDetail> = {}): RecipeDetail => {
  const ingredients = [
    item({ foodId: 21 }, 'Rice flakes (poha)', 1, 'cup', 60, per100(346, 6.6, 73, 1.2, 2.5)),
    item({ foodId: 22 }, 'Onion', 1, 'piece', 70, per100(40, 1.1, 9, 0.1, 1.7)),
    item({ foodId: 23 }, 'Groundnut oil', 1, 'tsp', 5, per100(900, 0, 0, 100, 0)),
  ];
  const whole = totalsOf(ingredients);
  const perServing = roundNutrients(
    Object.fromEntries(Object.entries(whole).map(([k, v]) => [k, v / 2])) as Nutrients,
  );
  return {
    id: 31,
    name: 'Vegetable poha',
    diet: 'veg',
    servings: 2,
    servingUnit: 'serving',
    servingGrams: 200,
    perServing,
    ingredientCount: ingredients.length,
    createdBy: { id: 4, name: 'Asha Menon' },
    cookedGrams: 400,
    method:
      'Rinse the poha and drain.\nFry the onion in the oil.\n\nStir in the poha and steam for 2 minutes.',
    ingredients,
    per100g: per100(130, 2.6, 24, 3, 1.5),
    portions: [{ unit: 'serving', grams: 200 }],
    deleted: false,
    ...over,
  };
};
