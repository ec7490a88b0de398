import {
  zeroNutrients,
  type FoodDetail,
  type FoodSearchItem,
  type ItemView,
  type Nutrients,
  type RecipeDetail,
  type RecipeSummary,
} from '@nourishwell/shared';

/** Nutrients per 100 g: the ones given, every other 0. */
export const nutrients = (over: Partial<Nutrients> = {}): Nutrients => ({
  ...zeroNutrients(),
  ...over,
});

/** Toor dal as IFCT 2017 lists it (B020), rounded: a pulse with a spoon and cup measure. */
export const toorDal = (over: Partial<FoodSearchItem> = {}): FoodSearchItem => ({
  id: 41,
  kind: 'food',
  name: 'Red gram, dal',
  group: 'Grain Legumes',
  diet: 'veg',
  matched: null,
  per100g: nutrients({ kcal: 329.6, protein: 21.7, carbs: 55.2, fat: 1.5, fibre: 9.1, iron: 3.9 }),
  portions: [
    { unit: 'g', grams: 1 },
    { unit: 'tbsp', grams: 12 },
    { unit: 'cup', grams: 180 },
  ],
  ...over,
});

/** One food as GET /api/foods/:id answers it. */
export const foodDetail = (over: Partial<FoodDetail> = {}): FoodDetail => {
  const { matched: _matched, ...item } = toorDal();
  return {
    ...item,
    kind: 'food',
    code: 'B020',
    scientificName: 'Cajanus cajan',
    localNames: [
      { language: 'Hindi', name: 'Arhar dal' },
      { language: 'Hindi', name: 'Tuvar dal' },
      { language: 'Tamil', name: 'Thuvaram paruppu' },
    ],
    createdBy: null,
    deleted: false,
    ...over,
  };
};

/** A practice food from a pack's label. */
export const practiceFood = (over: Partial<FoodDetail> = {}): FoodDetail =>
  foodDetail({
    id: 905,
    kind: 'custom',
    name: 'Ragi biscuits',
    group: 'Packaged Foods',
    code: null,
    scientificName: null,
    localNames: [{ language: 'Kannada', name: 'Ragi biskattu' }],
    per100g: nutrients({ kcal: 452, protein: 7, carbs: 68, fat: 16, fibre: 4 }),
    portions: [
      { unit: 'g', grams: 1 },
      { unit: 'piece', grams: 8 },
    ],
    createdBy: { id: 4, name: 'Asha Rao' },
    ...over,
  });

export const recipeSummary = (over: Partial<RecipeSummary> = {}): RecipeSummary => ({
  id: 12,
  name: 'Dal tadka',
  diet: 'veg',
  servings: 4,
  servingUnit: 'katori',
  servingGrams: 150,
  perServing: { kcal: 168.4, protein: 9.26, carbs: 23.1, fat: 5.2, fibre: 3.9 },
  ingredientCount: 2,
  createdBy: { id: 4, name: 'Asha Rao' },
  ...over,
});

/** An ingredient as a recipe answers it. */
export const ingredient = (food: FoodSearchItem, quantity: number, unit: ItemView['unit']) => {
  const grams = quantity * (food.portions.find((p) => p.unit === unit)?.grams ?? 1);
  return {
    ...(food.kind === 'recipe' ? { recipeId: food.id } : { foodId: food.id }),
    kind: food.kind,
    name: food.name,
    diet: food.diet,
    quantity,
    unit,
    grams,
    kcal: (food.per100g.kcal * grams) / 100,
    protein: (food.per100g.protein * grams) / 100,
    carbs: (food.per100g.carbs * grams) / 100,
    fat: (food.per100g.fat * grams) / 100,
    fibre: (food.per100g.fibre * grams) / 100,
    per100g: food.per100g,
    portions: food.portions,
  } satisfies ItemView;
};

/** Ghee, for a second ingredient measured in teaspoons. */
export const ghee = (over: Partial<FoodSearchItem> = {}): FoodSearchItem => ({
  id: 77,
  kind: 'food',
  name: 'Ghee',
  group: 'Edible Oils and Fats',
  diet: 'veg',
  matched: null,
  per100g: nutrients({ kcal: 897, fat: 99.5 }),
  portions: [
    { unit: 'g', grams: 1 },
    { unit: 'tsp', grams: 5 },
    { unit: 'tbsp', grams: 15 },
  ],
  ...over,
});

export const recipeDetail = (over: Partial<RecipeDetail> = {}): RecipeDetail => ({
  ...recipeSummary(),
  cookedGrams: 600,
  method: 'Pressure-cook the dal.\nTemper with ghee.',
  ingredients: [ingredient(toorDal(), 1, 'cup'), ingredient(ghee(), 2, 'tsp')],
  perServing: nutrients({ kcal: 168.4, protein: 9.8, carbs: 24.8, fat: 3.2, fibre: 4.1 }),
  per100g: nutrients({ kcal: 112.3 }),
  portions: [
    { unit: 'g', grams: 1 },
    { unit: 'katori', grams: 150 },
  ],
  deleted: false,
  ...over,
});
