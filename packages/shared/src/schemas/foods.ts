import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrition/nutrients.ts';
import { PORTION_UNITS } from '../nutrition/portions.ts';
import { idSchema, storableReal } from './common.ts';
import { DIET_TAGS, FOOD_GROUPS, FOOD_KINDS, FOOD_SOURCES, FOOD_STATES } from './food-kinds.ts';
import { foodMessages } from './food-messages.ts';

/** The most one item of a plan or a recipe may weigh (the 5 kg bar). */
export const ITEM_MAX_GRAMS = 5000;
export const ITEMS_PER_MEAL_MAX = 40;

/** Upper bounds per 100 g for a typed label value: generous, but no typo of ten times. */
export const NUTRIENT_MAX: Record<NutrientKey, number> = {
  kcal: 900,
  protein: 100,
  carbs: 100,
  fat: 100,
  fibre: 100,
  iron: 200,
  calcium: 3000,
  vitaminC: 2000,
  folate: 5000,
};

const amount = (max: number) =>
  z.coerce
    .number({ error: foodMessages.nutrientRange })
    .min(0, foodMessages.nutrientRange)
    .max(max, foodMessages.nutrientRange)
    .refine(storableReal, foodMessages.nutrientRange);

export const nutrientsSchema = z.object({
  kcal: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fibre: z.number(),
  iron: z.number(),
  calcium: z.number(),
  vitaminC: z.number(),
  folate: z.number(),
});
export const macrosSchema = nutrientsSchema.pick({
  kcal: true,
  protein: true,
  carbs: true,
  fat: true,
  fibre: true,
});
export const microsSchema = nutrientsSchema.pick({
  iron: true,
  calcium: true,
  vitaminC: true,
  folate: true,
});

export const portionSchema = z.object({
  unit: z.enum(PORTION_UNITS, { error: foodMessages.unknownUnit }),
  grams: z.coerce
    .number({ error: foodMessages.portionGrams })
    .gt(0, foodMessages.portionGrams)
    .max(ITEM_MAX_GRAMS, foodMessages.portionGrams),
});
export type PortionInput = z.input<typeof portionSchema>;

/** One result of GET /api/foods: a food, a practice food or a recipe, per 100 g. */
/**
 * What a Hindi-speaking client calls a food, shown beside its English name ("चाय", "Bajra");
 * absent where the data has none or the name already carries it.
 */
const hindiNameSchema = z.string().optional();

export const foodSearchItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FOOD_KINDS),
  name: z.string(),
  hindiName: hindiNameSchema,
  group: z.string(),
  diet: z.enum(DIET_TAGS),
  source: z.enum(FOOD_SOURCES),
  state: z.enum(FOOD_STATES),
  /** The local name that matched the search, when it was one ("Hindi: Chawal"). */
  matched: z.string().nullable(),
  per100g: nutrientsSchema,
  portions: z.array(portionSchema),
});
export type FoodSearchItem = z.infer<typeof foodSearchItemSchema>;

export const foodSearchSchema = z.object({
  items: z.array(foodSearchItemSchema),
  total: z.number().int(),
});
export type FoodSearch = z.infer<typeof foodSearchSchema>;

export const foodSearchQuerySchema = z.object({
  q: z.string().trim().max(100, foodMessages.searchTooLong).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  kind: z.enum(FOOD_KINDS).optional(),
  /** Only raw ingredients (building a recipe), or only what is eaten as served. */
  state: z.enum(FOOD_STATES).optional(),
  /** Vegetarian foods only: egg and non-veg left out. */
  veg: z.enum(['only']).optional(),
  /**
   * Only what a recipe is written from: IFCT 2017's foods (raw, and milk, fruit, nuts as
   * they come) and the practice's own foods; no dishes as served, no recipes.
   */
  ingredients: z.enum(['only']).optional(),
});

export const localNameSchema = z.object({ language: z.string(), name: z.string() });

/** GET /api/foods/:id: everything about one food or practice food. */
export const foodDetailSchema = foodSearchItemSchema.omit({ matched: true }).extend({
  kind: z.enum(['food', 'custom']),
  /** IFCT 2017 food code (A015); null for a practice food. */
  code: z.string().nullable(),
  scientificName: z.string().nullable(),
  localNames: z.array(localNameSchema),
  /** Names people use that search matches: ours for IFCT and INDB foods (chai, चाय). */
  commonNames: z.array(z.string()),
  /** Names the practice added, matched like the common names. */
  practiceNames: z.array(z.string()),
  /** Veg, egg or non-veg as the data has it; `diet` is the practice's where it corrected it. */
  dataDiet: z.enum(DIET_TAGS),
  /** Whether the practice set veg, egg or non-veg itself (a refresh of the data keeps it). */
  dietSetByPractice: z.boolean(),
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** A deleted practice food still reads in old plans; it no longer shows in search. */
  deleted: z.boolean(),
});
export type FoodDetail = z.infer<typeof foodDetailSchema>;

const nameField = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(LIMITS.nameMaxLength);

/** POST/PUT /api/custom-foods: a practice food from its label, per 100 g. */
export const customFoodInputSchema = z
  .object({
    name: nameField(foodMessages.nameRequired),
    localNames: z.string().trim().max(LIMITS.shortTextMaxLength).default(''),
    group: z.enum(FOOD_GROUPS, { error: foodMessages.groupRequired }),
    diet: z.enum(DIET_TAGS),
    /** A practice food is mostly a label's ready-to-eat food, so as served unless told. */
    state: z.enum(FOOD_STATES).default('served'),
    per100g: z.object(
      Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, amount(NUTRIENT_MAX[key])])) as Record<
        NutrientKey,
        ReturnType<typeof amount>
      >,
    ),
    portions: z
      .array(portionSchema)
      .max(8)
      .default([])
      .refine((list) => new Set(list.map((p) => p.unit)).size === list.length, {
        message: foodMessages.portionTwice,
      }),
  })
  .refine(
    (food) =>
      food.per100g.protein + food.per100g.fat + food.per100g.carbs + food.per100g.fibre <= 100,
    { path: ['per100g', 'carbs'], message: foodMessages.macrosOver100 },
  );
export type CustomFoodInput = z.input<typeof customFoodInputSchema>;

export const foodIdParamsSchema = z.object({ id: idSchema });

const practiceName = z
  .string()
  .trim()
  .min(1, foodMessages.practiceName)
  .max(LIMITS.nameMaxLength, foodMessages.practiceName);

/**
 * PUT /api/foods/:id/practice: what the practice says of an IFCT or INDB food: its own
 * names for it, and veg, egg or non-veg where the derived tag is wrong (null: the data's).
 */
export const foodPracticeInputSchema = z.object({
  names: z
    .array(practiceName)
    .max(20, foodMessages.tooManyNames)
    .refine((names) => new Set(names.map((n) => n.toLowerCase())).size === names.length, {
      message: foodMessages.nameTwice,
    }),
  diet: z.enum(DIET_TAGS).nullable(),
});
export type FoodPracticeInput = z.input<typeof foodPracticeInputSchema>;

/** One item of a recipe or a plan: a food or a recipe, and how much of it. */
export const itemInputSchema = z
  .object({
    foodId: idSchema.optional(),
    recipeId: idSchema.optional(),
    quantity: z.coerce
      .number({ error: foodMessages.quantityPositive })
      .gt(0, foodMessages.quantityPositive)
      .max(ITEM_MAX_GRAMS, foodMessages.itemTooHeavy)
      .refine(storableReal, foodMessages.quantityPositive),
    unit: z.enum(PORTION_UNITS, { error: foodMessages.unknownUnit }),
  })
  .refine((item) => (item.foodId === undefined) !== (item.recipeId === undefined), {
    message: foodMessages.foodOrRecipe,
  });
export type ItemInput = z.input<typeof itemInputSchema>;

/** An item as the server answers it: what it is, how much, and what that gives. */
export const itemViewSchema = z.object({
  foodId: z.number().int().optional(),
  recipeId: z.number().int().optional(),
  kind: z.enum(FOOD_KINDS),
  name: z.string(),
  hindiName: hindiNameSchema,
  diet: z.enum(DIET_TAGS),
  quantity: z.number(),
  unit: z.enum(PORTION_UNITS),
  grams: z.number(),
  kcal: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fibre: z.number(),
  /** So a builder can recompute as she changes the quantity or unit. */
  per100g: nutrientsSchema,
  portions: z.array(portionSchema),
});
export type ItemView = z.infer<typeof itemViewSchema>;

/** POST/PUT /api/recipes: a dish of foods (and other recipes) with a number of servings. */
export const recipeInputSchema = z.object({
  name: nameField(foodMessages.recipeNameRequired),
  servings: z.coerce
    .number({ error: foodMessages.servings })
    .int(foodMessages.servings)
    .min(1, foodMessages.servings)
    .max(50, foodMessages.servings),
  /** What one serving is called: "roti" makes "2 roti (80 g)". */
  servingUnit: z.enum(PORTION_UNITS).exclude(['g']).default('serving'),
  /** The cooked dish's weight; without it a serving weighs the ingredients' share. */
  cookedGrams: z.coerce
    .number({ error: foodMessages.cookedGrams })
    .gt(0, foodMessages.cookedGrams)
    .max(20_000, foodMessages.cookedGrams)
    .refine(storableReal, foodMessages.cookedGrams)
    .nullish(),
  method: z.string().trim().max(LIMITS.longTextMaxLength).default(''),
  ingredients: z
    .array(itemInputSchema)
    .min(1, foodMessages.ingredientsRequired)
    .max(ITEMS_PER_MEAL_MAX, foodMessages.tooManyIngredients),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;

/** GET /api/recipes: the practice's library. */
export const recipeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  diet: z.enum(DIET_TAGS),
  servings: z.number().int(),
  servingUnit: z.enum(PORTION_UNITS),
  servingGrams: z.number(),
  perServing: macrosSchema,
  ingredientCount: z.number().int(),
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeQuerySchema = z.object({
  q: z.string().trim().max(100, foodMessages.searchTooLong).default(''),
});

/** GET /api/recipes/:id: the dish, its ingredients and method, per serving. */
export const recipeDetailSchema = recipeSummarySchema.extend({
  cookedGrams: z.number().nullable(),
  method: z.string(),
  ingredients: z.array(itemViewSchema),
  perServing: nutrientsSchema,
  per100g: nutrientsSchema,
  portions: z.array(portionSchema),
  deleted: z.boolean(),
});
export type RecipeDetail = z.infer<typeof recipeDetailSchema>;
