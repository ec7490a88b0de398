import {
  MEAL_SLOTS,
  OPTIONAL_MEAL_SLOTS,
  WEEKDAYS,
  type MealPlanInput,
  type MealSlot,
  type PlanDayView,
  type PortionUnit,
} from '@nourishwell/shared';
import { newItemKey, type EditorItem } from '#web/components/nutrition/food-item.ts';

export type Weekday = (typeof WEEKDAYS)[number];
export type OptionalSlot = (typeof OPTIONAL_MEAL_SLOTS)[number];

export interface EditorMeal {
  items: EditorItem[];
  note: string;
}

export type EditorDay = Record<MealSlot, EditorMeal>;
export type EditorWeek = Record<Weekday, EditorDay>;

/** A record with one value per key (a day per weekday, a meal per slot). */
const recordOf = <K extends string, V>(keys: readonly K[], make: (key: K) => V) =>
  Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, V>;

const emptyDay = (): EditorDay => recordOf(MEAL_SLOTS, () => ({ items: [], note: '' }));

export const emptyWeek = (): EditorWeek => recordOf(WEEKDAYS, emptyDay);

/**
 * The week as the server answered it (a saved plan or a template): days or meals it does
 * not mention are empty.
 */
export function weekFromView(days: readonly PlanDayView[]): EditorWeek {
  const week = emptyWeek();
  for (const day of days) {
    for (const meal of day.meals) {
      week[day.day][meal.meal] = {
        note: meal.note ?? '',
        items: meal.items.map((item) => ({
          key: newItemKey(),
          ...(item.recipeId === undefined ? { foodId: item.foodId } : { recipeId: item.recipeId }),
          kind: item.kind,
          name: item.name,
          quantity: String(item.quantity),
          unit: item.unit,
          per100g: item.per100g,
          portions: item.portions,
        })),
      };
    }
  }
  return week;
}

/** Changes one meal of one day, leaving every other day and meal as it was. */
export function updateMeal(
  week: EditorWeek,
  day: Weekday,
  slot: MealSlot,
  change: (meal: EditorMeal) => EditorMeal,
): EditorWeek {
  return { ...week, [day]: { ...week[day], [slot]: change(week[day][slot]) } };
}

export const addItem = (week: EditorWeek, day: Weekday, slot: MealSlot, item: EditorItem) =>
  updateMeal(week, day, slot, (meal) => ({ ...meal, items: [...meal.items, item] }));

export const removeItem = (week: EditorWeek, day: Weekday, slot: MealSlot, key: string) =>
  updateMeal(week, day, slot, (meal) => ({
    ...meal,
    items: meal.items.filter((item) => item.key !== key),
  }));

const updateItem = (
  week: EditorWeek,
  day: Weekday,
  slot: MealSlot,
  key: string,
  change: Partial<EditorItem>,
) =>
  updateMeal(week, day, slot, (meal) => ({
    ...meal,
    items: meal.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
  }));

export const setQuantity = (
  week: EditorWeek,
  day: Weekday,
  slot: MealSlot,
  key: string,
  quantity: string,
) => updateItem(week, day, slot, key, { quantity });

/**
 * A new unit keeps the amount she planned where it can: 150 g becomes 1 katori (of 150 g)
 * rather than 150 katori. Rounded to a quarter, the way household measures are given.
 */
export function setUnit(
  week: EditorWeek,
  day: Weekday,
  slot: MealSlot,
  key: string,
  unit: PortionUnit,
): EditorWeek {
  const item = week[day][slot].items.find((i) => i.key === key);
  if (!item) return week;
  const from = item.portions.find((p) => p.unit === item.unit);
  const to = item.portions.find((p) => p.unit === unit);
  const quantity = Number(item.quantity);
  if (!from || !to || !(quantity > 0)) return updateItem(week, day, slot, key, { unit });
  const grams = quantity * from.grams;
  const converted = unit === 'g' ? Math.round(grams) : Math.round((grams / to.grams) * 4) / 4;
  return updateItem(week, day, slot, key, {
    unit,
    quantity: String(converted > 0 ? converted : unit === 'g' ? 1 : 0.25),
  });
}

export const setNote = (week: EditorWeek, day: Weekday, slot: MealSlot, note: string) =>
  updateMeal(week, day, slot, (meal) => ({ ...meal, note }));

/** A meal copied with new item keys, so the copies are edited on their own. */
const cloneMeal = (meal: EditorMeal): EditorMeal => ({
  note: meal.note,
  items: meal.items.map((item) => ({ ...item, key: newItemKey() })),
});

/** "Copy day to…": each chosen day becomes the same as `from` (what it held is replaced). */
export function copyDay(week: EditorWeek, from: Weekday, to: readonly Weekday[]): EditorWeek {
  const next = { ...week };
  for (const day of to) {
    if (day === from) continue;
    next[day] = recordOf(MEAL_SLOTS, (slot) => cloneMeal(week[from][slot]));
  }
  return next;
}

/** "Copy meal to…": the same meal on each chosen day becomes a copy of this one. */
export function copyMeal(
  week: EditorWeek,
  from: Weekday,
  slot: MealSlot,
  to: readonly Weekday[],
): EditorWeek {
  let next = week;
  for (const day of to) {
    if (day !== from) next = updateMeal(next, day, slot, () => cloneMeal(week[from][slot]));
  }
  return next;
}

const hasContent = (meal: EditorMeal) => meal.items.length > 0 || meal.note.trim() !== '';

/** The optional meals (early morning, mid-morning, bedtime) that hold anything on any day. */
export function optionalSlotsInUse(week: EditorWeek): OptionalSlot[] {
  return OPTIONAL_MEAL_SLOTS.filter((slot) => WEEKDAYS.some((day) => hasContent(week[day][slot])));
}

export const isOptionalSlot = (slot: MealSlot): slot is OptionalSlot =>
  (OPTIONAL_MEAL_SLOTS as readonly MealSlot[]).includes(slot);

export const weekIsEmpty = (week: EditorWeek) =>
  WEEKDAYS.every((day) => MEAL_SLOTS.every((slot) => !hasContent(week[day][slot])));

/**
 * The PUT body: all seven days, each with the meals that hold an item or a note (the
 * server empties what is not sent). Quantities go as typed numbers; the shared schema
 * checks them before the send.
 */
export function toPlanInput(week: EditorWeek): { days: MealPlanInput['days'] } {
  return {
    days: WEEKDAYS.map((day) => ({
      day,
      meals: MEAL_SLOTS.filter((slot) => hasContent(week[day][slot])).map((slot) => {
        const meal = week[day][slot];
        const note = meal.note.trim();
        return {
          meal: slot,
          items: meal.items.map((item) => ({
            ...(item.recipeId === undefined
              ? { foodId: item.foodId }
              : { recipeId: item.recipeId }),
            quantity: Number(item.quantity),
            unit: item.unit,
          })),
          note: note === '' ? null : note,
        };
      }),
    })),
  };
}
