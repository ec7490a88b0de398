import {
  type ItemView,
  type JournalItemInput,
  type JournalItemView,
  type PlanMealView,
} from '@nourishwell/shared';
import { itemGrams, newItemKey, type EditorItem } from '#web/components/nutrition/food-item.ts';
import type { FoodWords } from '#web/components/nutrition/food-words.ts';

/** What she ate in her own words, when the food search has no match. */
export interface TextItem {
  key: string;
  text: string;
}

/** An item of the meal she is logging: a food or recipe with its amount, or her words. */
export type PickedItem = EditorItem | TextItem;

export const isTextItem = (item: PickedItem): item is TextItem => 'text' in item;

const foodRef = (item: { foodId?: number; recipeId?: number }) =>
  item.recipeId === undefined ? { foodId: item.foodId } : { recipeId: item.recipeId };

/** The item as the journal entry sends it. */
export const itemInput = (item: PickedItem): JournalItemInput =>
  isTextItem(item)
    ? { text: item.text }
    : { ...foodRef(item), quantity: item.quantity, unit: item.unit };

/**
 * An item the server offered (planned, recent, usual) as an item of the meal she is
 * logging, at the amount offered; she may change it like one picked from the search.
 */
export const itemFromView = (item: ItemView): EditorItem => ({
  key: newItemKey(),
  ...foodRef(item),
  kind: item.kind,
  name: item.name,
  ...(item.hindiName && { hindiName: item.hindiName }),
  quantity: String(item.quantity),
  unit: item.unit,
  per100g: item.per100g,
  portions: item.portions,
});

/** How an item reads in the day, and on the phone while it waits to be sent. */
export const pickedLine = (words: FoodWords) => (item: PickedItem) =>
  isTextItem(item)
    ? item.text
    : words.amount({ ...item, quantity: Number(item.quantity), grams: itemGrams(item) });

/** How a saved item reads: "1 katori Poha (150 g)", or her own words. */
export const savedLine = (words: FoodWords) => (item: JournalItemView) =>
  'text' in item ? item.text : words.amount(item);

/** A planned meal's items as an entry sends them ("ate as planned"). */
export const plannedItems = (meal: PlanMealView): JournalItemInput[] =>
  meal.items.map((item: ItemView) => ({
    ...foodRef(item),
    quantity: item.quantity,
    unit: item.unit,
  }));

export const plannedLines = (words: FoodWords, meal: PlanMealView) =>
  meal.items.map(savedLine(words));
