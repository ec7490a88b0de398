/** What a food is: its kind, veg/egg/non-veg, where its figures come from, raw or as served, its group. */

export const FOOD_KINDS = ['food', 'custom', 'recipe'] as const;
export type FoodKind = (typeof FOOD_KINDS)[number];
/** Vegetarian, contains egg (no meat or fish), non-vegetarian. */
export const DIET_TAGS = ['veg', 'egg', 'nonveg'] as const;
export type DietTag = (typeof DIET_TAGS)[number];
export const DIET_TAG_LABELS: Record<DietTag, string> = {
  veg: 'Veg',
  egg: 'Egg',
  nonveg: 'Non-veg',
};

/**
 * Where a food's figures come from: IFCT 2017 (raw ingredients), the Indian Nutrient
 * Databank (dishes as served) or the practice itself (its own foods and recipes).
 */
export const FOOD_SOURCES = ['ifct', 'indb', 'practice'] as const;
export type FoodSource = (typeof FOOD_SOURCES)[number];
export const FOOD_SOURCE_LABELS: Record<FoodSource, string> = {
  ifct: 'IFCT 2017',
  indb: 'Indian Nutrient Databank',
  practice: 'Practice',
};
/** The citations the food detail and the data sources page give. */
export const FOOD_SOURCE_CITATIONS: Record<Exclude<FoodSource, 'practice'>, string> = {
  ifct: 'Longvah T, Ananthan R, Bhaskarachary K, Venkaiah K. Indian Food Composition Tables 2017. National Institute of Nutrition, Indian Council of Medical Research, Hyderabad.',
  indb: 'Vijayakumar A, Sharma M, Jaacks LM, et al. Indian Nutrient Databank (INDB): 1,014 recipes with nutrients per 100 g and per serving. Current Developments in Nutrition, 2024.',
};

/**
 * Raw: an ingredient before it is cooked (dry dal, rice, atta), per 100 g as bought.
 * As served: what is eaten as it comes (a cooked dish, fruit, milk, a packaged food).
 */
export const FOOD_STATES = ['raw', 'served'] as const;
export type FoodState = (typeof FOOD_STATES)[number];
export const FOOD_STATE_LABELS: Record<FoodState, string> = {
  raw: 'Raw',
  served: 'As served',
};

/**
 * The catalogue key of a food group's name (issue 33), from its English name as the data
 * gives it: 'Cereals and Millets' is `foods.group.cerealsAndMillets`.
 */
export const foodGroupKey = (group: string) =>
  `foods.group.${group.toLowerCase().replace(/[^a-z]+(.)/g, (_, letter: string) => letter.toUpperCase())}`;

/** IFCT 2017's food groups, plus the two a practice adds its own foods under. */
export const FOOD_GROUPS = [
  'Cereals and Millets',
  'Grain Legumes',
  'Green Leafy Vegetables',
  'Other Vegetables',
  'Roots and Tubers',
  'Fruits',
  'Milk and Milk Products',
  'Egg and Egg Products',
  'Animal Meat',
  'Poultry',
  'Marine Fish',
  'Marine Shellfish',
  'Marine Mollusks',
  'Fresh Water Fish and Shellfish',
  'Nuts and Oil Seeds',
  'Edible Oils and Fats',
  'Sugars',
  'Condiments and Spices',
  'Mushrooms',
  'Miscellaneous Foods',
  'Packaged Foods',
  'Prepared Dishes',
] as const;
