import {
  WEEKDAYS,
  zeroNutrients,
  type CaseloadClient,
  type ClientTargets,
  type FoodSearchItem,
  type ItemView,
  type MealPlanView,
  type PlanDayView,
  type TemplateSummary,
} from '@nourishwell/shared';
import { clientRecord } from './records.ts';

/** Records the meal-plan screen tests answer with (shapes of the shared schemas). */

export const meera: CaseloadClient = {
  ...clientRecord({ diet: 'Vegetarian', allergies: 'Peanuts' }),
  goal: null,
  goalProgress: null,
  latestWeight: null,
  lastLoggedOn: null,
  adherence7d: null,
};

export const poha: FoodSearchItem = {
  id: 3,
  kind: 'recipe',
  name: 'Poha',
  group: 'Recipes',
  diet: 'veg',
  matched: null,
  per100g: { ...zeroNutrients(), kcal: 120, protein: 2.5, carbs: 20, fat: 3, fibre: 1, iron: 2 },
  portions: [
    { unit: 'g', grams: 1 },
    { unit: 'katori', grams: 150 },
  ],
};

/** A food with grams only (no household measure), as the search answers it. */
export const curd: FoodSearchItem = {
  ...poha,
  id: 41,
  kind: 'food',
  name: 'Curd',
  per100g: { ...zeroNutrients(), kcal: 60, protein: 3.1, fat: 4 },
  portions: [{ unit: 'g', grams: 1 }],
};

const noMacros = { kcal: 0, protein: 0, carbs: 0, fat: 0, fibre: 0 };

const emptyDay = (day: (typeof WEEKDAYS)[number]): PlanDayView => ({
  day,
  meals: [],
  totals: noMacros,
  micros: { iron: 0, calcium: 0, vitaminC: 0, folate: 0 },
});

export const emptyPlan: MealPlanView = {
  clientId: meera.id,
  targets: null,
  days: WEEKDAYS.map(emptyDay),
  weekAverage: noMacros,
  updatedAt: null,
};

/** Poha as the server answers a planned item: `quantity` katori of 150 g. */
export const pohaItem = (quantity: number): ItemView => {
  const grams = quantity * 150;
  return {
    recipeId: poha.id,
    kind: 'recipe',
    name: poha.name,
    diet: 'veg',
    quantity,
    unit: 'katori',
    grams,
    kcal: 1.2 * grams,
    protein: 0.025 * grams,
    carbs: 0.2 * grams,
    fat: 0.03 * grams,
    fibre: 0.01 * grams,
    per100g: poha.per100g,
    portions: poha.portions,
  };
};

/** A week with poha at `meal` on Monday. */
export const planWith = (meal: 'breakfast' | 'lunch', quantity: number): PlanDayView[] =>
  WEEKDAYS.map((day) =>
    day === 'Monday'
      ? {
          ...emptyDay(day),
          meals: [{ meal, items: [pohaItem(quantity)], note: null, totals: noMacros }],
        }
      : emptyDay(day),
  );

export const targets: ClientTargets = {
  clientId: meera.id,
  targets: { kcal: 1500, protein: 60, carbs: 190, fat: 45, fibre: 25 },
  activity: 'light',
  goal: 'lose',
  setBy: { id: 4, name: 'Asha Rao' },
  setAt: '2026-11-20T10:00:00.000Z',
  basis: { weightKg: 62, heightCm: 160, age: 29, gender: 'Female' },
  missing: [],
};

/** One of her templates: poha at one meal of one day. */
export const vegTemplate: TemplateSummary = {
  id: 5,
  name: 'Veg 1500',
  dayCount: 1,
  itemCount: 1,
  weekAverage: { kcal: 360, protein: 7.5, carbs: 60, fat: 9, fibre: 3 },
  createdAt: '2026-11-01T00:00:00.000Z',
};
