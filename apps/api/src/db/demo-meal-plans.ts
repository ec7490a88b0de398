import type {
  ActivityLevel,
  MealSlot,
  PortionUnit,
  TargetGoal,
  WEEKDAYS,
} from '@nourishwell/shared';
import {
  CUCUMBER,
  APPLE,
  BANANA,
  GUAVA,
  ORANGE,
  PAPAYA,
  POMEGRANATE,
  CARROT,
  ALMOND,
  PEANUTS,
  COW_MILK,
  EGG,
  CHICKEN_THIGH,
  SOLE_FISH,
} from './demo-ifct-codes.ts';
import { CURD, ROLLED_OATS } from './demo-practice-foods.ts';
import { STEAMED_RICE } from './demo-recipes.ts';

/**
 * The two demo weekly plans (see demo-data.ts), built from IFCT 2017 foods by code, the
 * practice's own foods and the demo recipe library by name, so the first look at the app
 * shows portions and totals. Each client's targets are suggested from her profile with
 * the activity and goal her nutritionist chose (seed-meal-plans.ts).
 */
export type DemoPlanItem =
  | { code: string; quantity: number; unit: PortionUnit }
  | { practiceFood: string; quantity: number; unit: PortionUnit }
  | { recipe: string; quantity: number; unit: PortionUnit };

export interface DemoMeal {
  meal: MealSlot;
  items: DemoPlanItem[];
  note?: string;
}

export type DemoWeek = Record<(typeof WEEKDAYS)[number], DemoMeal[]>;

export interface DemoPlan {
  client: string;
  activity: ActivityLevel;
  goal: TargetGoal;
  week: DemoWeek;
}

/** Item makers, also used by the demo journal (demo-journal.ts) for what was eaten instead. */
export const food = (code: string, quantity: number, unit: PortionUnit = 'g'): DemoPlanItem => ({
  code,
  quantity,
  unit,
});
export const own = (practiceFood: string, quantity: number, unit: PortionUnit): DemoPlanItem => ({
  practiceFood,
  quantity,
  unit,
});
export const dish = (recipe: string, quantity = 1, unit: PortionUnit = 'katori'): DemoPlanItem => ({
  recipe,
  quantity,
  unit,
});

export const roti = (n: number) => dish('Roti', n, 'roti');
export const rice = (n = 1) => dish(STEAMED_RICE, n);
export const curd = (n = 1) => own(CURD, n, 'katori');
export const salad = food(CUCUMBER, 1, 'cup');
export const buttermilk = dish('Buttermilk', 1, 'glass');

/** A PCOS-friendly vegetarian week: protein at every meal, whole grains, little sugar. */
export const meeraPlan: DemoPlan = {
  client: 'meera',
  // Her assessment: a sedentary desk job, walks on weekends.
  activity: 'sedentary',
  goal: 'lose',
  week: {
    Monday: [
      {
        meal: 'breakfast',
        items: [dish('Besan chilla', 2, 'piece'), curd()],
        note: 'Green tea without sugar',
      },
      { meal: 'lunch', items: [dish('Rajma chawal', 1, 'serving'), salad] },
      { meal: 'snack', items: [food(GUAVA, 1, 'piece')] },
      { meal: 'dinner', items: [roti(2), dish('Palak paneer')] },
    ],
    Tuesday: [
      { meal: 'breakfast', items: [dish('Masala oats')] },
      { meal: 'lunch', items: [roti(2), dish('Toor dal'), dish('Mixed vegetable sabzi')] },
      { meal: 'snack', items: [food(APPLE, 1, 'piece'), food(ALMOND, 6, 'piece')] },
      { meal: 'dinner', items: [dish('Vegetable daliya'), curd()] },
    ],
    Wednesday: [
      { meal: 'breakfast', items: [dish('Besan chilla', 2, 'piece'), curd(0.5)] },
      { meal: 'lunch', items: [dish('Moong dal khichdi', 1.5), curd()] },
      { meal: 'snack', items: [buttermilk, food(ALMOND, 6, 'piece')] },
      { meal: 'dinner', items: [roti(2), dish('Chana masala'), salad] },
    ],
    Thursday: [
      { meal: 'breakfast', items: [dish('Idli', 3, 'idli'), dish('Sambar')] },
      { meal: 'lunch', items: [rice(), dish('Toor dal'), dish('Mixed vegetable sabzi')] },
      { meal: 'snack', items: [buttermilk, food(PEANUTS, 1, 'tbsp')] },
      { meal: 'dinner', items: [roti(2), dish('Palak paneer')] },
    ],
    Friday: [
      { meal: 'breakfast', items: [dish('Poha'), curd(0.5)] },
      { meal: 'lunch', items: [roti(2), dish('Chana masala'), salad] },
      { meal: 'snack', items: [food(GUAVA, 1, 'piece'), food(ALMOND, 6, 'piece')] },
      { meal: 'dinner', items: [dish('Vegetable daliya'), curd()] },
    ],
    Saturday: [
      { meal: 'breakfast', items: [dish('Upma')] },
      { meal: 'lunch', items: [dish('Curd rice', 1.5), food(POMEGRANATE, 0.5, 'katori')] },
      { meal: 'snack', items: [food(ORANGE, 1, 'piece'), buttermilk, food(ALMOND, 6, 'piece')] },
      { meal: 'dinner', items: [roti(2), dish('Rajma curry'), dish('Mixed vegetable sabzi')] },
    ],
    Sunday: [
      { meal: 'breakfast', items: [dish('Idli', 3, 'idli'), dish('Sambar')] },
      { meal: 'lunch', items: [rice(), dish('Sambar'), dish('Mixed vegetable sabzi'), curd(0.5)] },
      { meal: 'snack', items: [food(PAPAYA, 1, 'katori'), food(ALMOND, 6, 'piece')] },
      {
        meal: 'dinner',
        items: [dish('Moong dal khichdi', 1.5), buttermilk],
        note: 'An early, light dinner before 8 pm',
      },
    ],
  },
};

/**
 * A calorie-aware week with lean protein for steady weight loss. Peanut allergy: no
 * peanuts, and no dish cooked in groundnut oil (so Poha, Egg bhurji and Chicken curry
 * stay off it; eggs and chicken come plain).
 */
export const arjunPlan: DemoPlan = {
  client: 'arjun',
  activity: 'sedentary',
  goal: 'lose',
  week: {
    Monday: [
      {
        meal: 'breakfast',
        items: [food(EGG, 3, 'piece'), roti(1)],
        note: 'Eggs boiled or poached',
      },
      { meal: 'lunch', items: [food(CHICKEN_THIGH, 1, 'katori'), rice(1.5), salad] },
      { meal: 'snack', items: [buttermilk, food(APPLE, 1, 'piece')] },
      { meal: 'dinner', items: [roti(3), dish('Toor dal'), food(CARROT, 1, 'cup')] },
    ],
    Tuesday: [
      {
        meal: 'breakfast',
        items: [own(ROLLED_OATS, 0.5, 'cup'), food(COW_MILK, 1, 'glass'), food(BANANA, 1, 'piece')],
      },
      { meal: 'lunch', items: [roti(3), dish('Palak paneer'), salad, curd()] },
      { meal: 'snack', items: [buttermilk, food(BANANA, 1, 'piece')] },
      {
        meal: 'dinner',
        items: [food(SOLE_FISH, 2, 'piece'), rice(1.5), salad],
        note: 'Grill the fish with lemon and a teaspoon of mustard oil',
      },
    ],
    Wednesday: [
      { meal: 'breakfast', items: [dish('Idli', 4, 'idli'), curd()] },
      { meal: 'lunch', items: [food(CHICKEN_THIGH, 1, 'katori'), roti(3), salad] },
      { meal: 'snack', items: [food(APPLE, 1, 'piece'), buttermilk] },
      { meal: 'dinner', items: [dish('Moong dal khichdi', 2), curd()] },
    ],
    Thursday: [
      { meal: 'breakfast', items: [food(EGG, 3, 'piece'), dish('Vegetable daliya')] },
      { meal: 'lunch', items: [rice(1.5), dish('Toor dal'), salad] },
      { meal: 'snack', items: [food(GUAVA, 1, 'piece'), buttermilk, food(BANANA, 1, 'piece')] },
      {
        meal: 'dinner',
        items: [food(CHICKEN_THIGH, 1, 'katori'), roti(3), food(CARROT, 1, 'cup')],
      },
    ],
    Friday: [
      {
        meal: 'breakfast',
        items: [own(ROLLED_OATS, 0.5, 'cup'), food(COW_MILK, 1, 'glass'), food(BANANA, 1, 'piece')],
      },
      { meal: 'lunch', items: [roti(3), dish('Toor dal'), salad] },
      { meal: 'snack', items: [food(ORANGE, 1, 'piece'), buttermilk] },
      {
        meal: 'dinner',
        items: [food(SOLE_FISH, 2, 'piece'), rice(1.5), roti(1), food(CARROT, 1, 'cup')],
      },
    ],
    Saturday: [
      { meal: 'breakfast', items: [dish('Idli', 4, 'idli'), curd(), food(BANANA, 1, 'piece')] },
      { meal: 'lunch', items: [dish('Moong dal khichdi', 2), buttermilk] },
      { meal: 'snack', items: [food(APPLE, 1, 'piece'), buttermilk] },
      { meal: 'dinner', items: [food(CHICKEN_THIGH, 1, 'katori'), roti(3), salad] },
    ],
    Sunday: [
      {
        meal: 'breakfast',
        items: [food(EGG, 3, 'piece'), roti(1), food(COW_MILK, 1, 'glass')],
      },
      { meal: 'lunch', items: [rice(), dish('Palak paneer'), roti(1)] },
      { meal: 'snack', items: [food(PAPAYA, 1, 'katori'), food(BANANA, 1, 'piece')] },
      { meal: 'dinner', items: [dish('Vegetable daliya', 1.5), roti(1), curd()] },
    ],
  },
};

export const demoMealPlans: DemoPlan[] = [meeraPlan, arjunPlan];
