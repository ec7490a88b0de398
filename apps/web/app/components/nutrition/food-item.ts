import {
  foodMessages,
  gramsOf,
  ITEM_MAX_GRAMS,
  nutrientsIn,
  type FoodKind,
  type FoodSearchItem,
  type Nutrients,
  type Portion,
  type PortionUnit,
} from '@nourishwell/shared';

/**
 * One food or recipe as it is being chosen (in a meal plan or a meal she logs): what it
 * is, what she typed as the quantity (a string, so "1." or an empty box survive while she
 * types), and what is needed to total it without asking the server (nutrients per 100 g
 * and the food's measures).
 */
export interface EditorItem {
  /** Stable while the list changes, for React keys and focus. */
  key: string;
  foodId?: number;
  recipeId?: number;
  kind: FoodKind;
  name: string;
  /** What a Hindi-speaking client calls it, shown beside the name. */
  hindiName?: string;
  quantity: string;
  unit: PortionUnit;
  per100g: Nutrients;
  portions: Portion[];
}

let nextKey = 0;
/** A new item's key; one counter for every item, so two never share a key in a list. */
export const newItemKey = () => `item-${++nextKey}`;

/**
 * A picked search result as a new item: one of its first household measure (1 katori,
 * 1 roti), or 100 g when it has only grams.
 */
export function itemFromSearch(food: FoodSearchItem): EditorItem {
  const measure = food.portions.find((p) => p.unit !== 'g');
  return {
    key: newItemKey(),
    ...(food.kind === 'recipe' ? { recipeId: food.id } : { foodId: food.id }),
    kind: food.kind,
    name: food.name,
    ...(food.hindiName && { hindiName: food.hindiName }),
    quantity: measure ? '1' : '100',
    unit: measure ? measure.unit : 'g',
    per100g: food.per100g,
    portions: food.portions,
  };
}

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

/** What is wrong with an item's quantity, in the server's own words; null when nothing. */
export function itemProblem(item: EditorItem): string | null {
  const quantity = quantityOf(item);
  if (!(quantity > 0)) return foodMessages.quantityPositive;
  if (quantity > ITEM_MAX_GRAMS || itemGrams(item) > ITEM_MAX_GRAMS)
    return foodMessages.itemTooHeavy;
  return null;
}
