import { z } from 'zod';
import { LIMITS, MEAL_SLOTS, WEEKDAYS } from '../constants.ts';
import { ACTIVITY_LEVELS, TARGET_GOALS } from '../nutrition/targets.ts';
import { careMessages } from './care.ts';
import { idSchema, storableReal } from './common.ts';
import {
  ITEMS_PER_MEAL_MAX,
  itemInputSchema,
  itemViewSchema,
  macrosSchema,
  microsSchema,
} from './foods.ts';

export const mealPlanMessages = {
  tooManyItems: `Please keep a meal to ${ITEMS_PER_MEAL_MAX} items or fewer.`,
  dayTwice: 'Each day can be given once.',
  mealTwice: 'Each meal can be given once a day.',
  kcalRange: 'Please enter daily energy between 800 and 6,000 kcal.',
  gramsRange: 'Please enter grams between 0 and 1,000.',
  templateNameRequired: 'Please name the template.',
  templateNameTaken: 'You already have a template with this name.',
  templateNotFound: 'Template not found',
  saved: 'Meal plan saved',
  targetsSaved: 'Targets saved',
  templateSaved: 'Template saved',
  templateDeleted: 'Template deleted',
} as const;

const unique = <T>(list: T[], key: (item: T) => string) =>
  new Set(list.map(key)).size === list.length;

export const planMealInputSchema = z.object({
  meal: z.enum(MEAL_SLOTS),
  items: z.array(itemInputSchema).max(ITEMS_PER_MEAL_MAX, mealPlanMessages.tooManyItems),
  note: z.string().trim().max(500, careMessages.foodTooLong).nullish(),
});

export const planDayInputSchema = z.object({
  day: z.enum(WEEKDAYS),
  meals: z
    .array(planMealInputSchema)
    .max(MEAL_SLOTS.length)
    .refine((meals) => unique(meals, (m) => m.meal), { message: mealPlanMessages.mealTwice }),
});

/** PUT /api/clients/:clientId/meal-plan: the whole week; what is not sent is emptied. */
export const mealPlanInputSchema = z.object({
  days: z
    .array(planDayInputSchema)
    .max(WEEKDAYS.length)
    .refine((days) => unique(days, (d) => d.day), { message: mealPlanMessages.dayTwice }),
});
export type MealPlanInput = z.input<typeof mealPlanInputSchema>;
export type MealPlanDays = z.output<typeof mealPlanInputSchema>['days'];

export const planMealViewSchema = z.object({
  meal: z.enum(MEAL_SLOTS),
  items: z.array(itemViewSchema),
  note: z.string().nullable(),
  totals: macrosSchema,
});
export type PlanMealView = z.infer<typeof planMealViewSchema>;

export const planDayViewSchema = z.object({
  day: z.enum(WEEKDAYS),
  meals: z.array(planMealViewSchema),
  totals: macrosSchema,
  micros: microsSchema,
});
export type PlanDayView = z.infer<typeof planDayViewSchema>;

const targetGrams = () =>
  z.coerce
    .number({ error: mealPlanMessages.gramsRange })
    .min(0, mealPlanMessages.gramsRange)
    .max(1000, mealPlanMessages.gramsRange)
    .refine(storableReal, mealPlanMessages.gramsRange);

export const targetsSchema = z.object({
  kcal: z.coerce
    .number({ error: mealPlanMessages.kcalRange })
    .min(800, mealPlanMessages.kcalRange)
    .max(6000, mealPlanMessages.kcalRange),
  protein: targetGrams(),
  carbs: targetGrams(),
  fat: targetGrams(),
  fibre: targetGrams(),
});
export type Targets = z.output<typeof targetsSchema>;

/** GET /api/clients/:clientId/meal-plan: the week (always seven days), totals by the server. */
export const mealPlanViewSchema = z.object({
  clientId: z.number().int(),
  targets: macrosSchema.nullable(),
  days: z.array(planDayViewSchema),
  /** The mean of the days with any item (a day of notes only is left out); zeros if none. */
  weekAverage: macrosSchema,
  updatedAt: z.string().nullable(),
});
export type MealPlanView = z.infer<typeof mealPlanViewSchema>;

export const clientIdParamsSchema = z.object({ clientId: idSchema });

/** PUT /api/clients/:clientId/targets: her nutritionist's figures, with what they rest on. */
export const targetsInputSchema = targetsSchema.extend({
  activity: z.enum(ACTIVITY_LEVELS).nullish(),
  goal: z.enum(TARGET_GOALS).nullish(),
});
export type TargetsInput = z.input<typeof targetsInputSchema>;

/** GET /api/clients/:clientId/targets: the targets, who set them, and what a suggestion needs. */
export const clientTargetsSchema = z.object({
  clientId: z.number().int(),
  targets: macrosSchema.nullable(),
  activity: z.enum(ACTIVITY_LEVELS).nullable(),
  goal: z.enum(TARGET_GOALS).nullable(),
  setBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  setAt: z.string().nullable(),
  /** Her latest weight and height (assessment, else profile), age and gender. */
  basis: z
    .object({
      weightKg: z.number(),
      heightCm: z.number(),
      age: z.number().int(),
      gender: z.enum(['Male', 'Female', 'Other']),
    })
    .nullable(),
  /** What a suggestion lacks when basis is null: "age", "height", "weight", "gender". */
  missing: z.array(z.string()),
});
export type ClientTargets = z.infer<typeof clientTargetsSchema>;

export const templateInputSchema = z.object({
  name: z
    .string({ error: mealPlanMessages.templateNameRequired })
    .trim()
    .min(1, mealPlanMessages.templateNameRequired)
    .max(LIMITS.nameMaxLength),
  days: mealPlanInputSchema.shape.days,
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const templateSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dayCount: z.number().int(),
  itemCount: z.number().int(),
  weekAverage: macrosSchema,
  createdAt: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

/** GET /api/meal-plan-templates/:id: the week, resolved like a plan, to load into the builder. */
export const templateDetailSchema = templateSummarySchema.extend({
  days: z.array(planDayViewSchema),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

export const templateIdParamsSchema = z.object({ id: idSchema });
