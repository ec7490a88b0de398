import type { DietTag } from '@nourishwell/shared';

/*
 * Veg, egg or non-veg of an Indian Nutrient Databank dish, read from its name: the databank
 * gives no tag (decision 028). The practice corrects a dish in the food list.
 */

/**
 * Whether one of `words` begins a word of the name: "egg" in "egg curry", not in "veg";
 * its end is free, so "pakora" also finds "pakoras" (a word that must end says \b).
 */
export const has = (name: string, words: readonly string[]) =>
  words.some((word) => new RegExp(`(^|[^a-z])${word}`).test(name));

export const MEAT = [
  'chicken',
  'mutton',
  'lamb',
  'meat',
  'keema',
  'kheema',
  'qeema',
  'fish',
  'prawn',
  'shrimp',
  'crab',
  'lobster',
  'squid',
  'liver',
  'pork',
  'ham\\b',
  'bacon',
  'sausage',
  'salami',
  'tuna',
  'salmon',
  'pomfret',
  'rohu',
  'hilsa',
  'mackerel',
  'sardine',
  'anchov',
  'gosht',
  'murg',
  'machli',
  'machhi',
  'jhinga',
  'gushtaba',
  'rista',
  'rogan josh',
  'nihari',
  'haleem',
  'paya\\b',
  'kebab',
  'kabab',
  'seekh',
  'gelatin',
  'roghan',
  'bolognese',
  // Stocks are made on bones unless named for vegetables.
  'brown stock',
  'white stock',
  'mixed stock',
];
/** Dishes named for egg, and those usually made with it (the stricter tag when unsure). */
const EGG = [
  'egg',
  'omelette',
  'omlet',
  'anda\\b',
  'ande\\b',
  'custard',
  'souffl',
  'meringue',
  'pavlova',
  'mayonnaise',
  'mousse',
  'cake',
  'gateau',
  'swiss roll',
  'eclair',
  'éclair',
  'sponge',
  'alaska',
  'flan\\b',
  'french toast',
  'pancake',
  // Named for something else, made with egg all the same.
  'cheesecake',
  'cupcake',
  'choux',
  'puff',
  'lemon curd',
  'ducheese',
  'duchess',
  'tartar',
];
/** Named for being made without egg, or not a cake or pancake of eggs at all. */
const NO_EGG = [
  'eggless',
  'eggplant',
  'without egg',
  'vegetarian',
  'vegeterian',
  'milk cake',
  'cheela',
  'chilla',
  'khura',
];
/** Kababs and cutlets named for what makes them vegetarian. */
const VEG_KABAB = ['veg', 'vegetable', 'hara bhara', 'paneer', 'soya', 'dal', 'rajma', 'corn'];

/**
 * Veg, egg or non-veg from the dish's name, as the databank gives no tag. Unsure reads
 * stricter (a cake is "egg" until the practice says it bakes without), since a vegetarian
 * shown egg as veg is the worse mistake; the practice corrects a dish in the food list.
 */
export function dietOfDish(rawName: string): DietTag {
  const name = rawName.toLowerCase();
  const meat = MEAT.filter((word) => has(name, [word]));
  const onlyKabab = meat.every((word) => ['kebab', 'kabab', 'seekh'].includes(word));
  if (meat.length > 0 && !(onlyKabab && has(name, VEG_KABAB))) return 'nonveg';
  if (has(name, EGG) && !has(name, NO_EGG)) return 'egg';
  return 'veg';
}
