import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import {
  mealPlanSchema,
  progressEntrySchema,
  progressInputSchema,
  weeklyMealPlanSchema,
} from '../schemas/care.ts';
import { messageResponseSchema } from '../schemas/public.ts';
import { defineEndpoints } from './endpoint.ts';

const own = {
  tags: ['nutritionist'],
  access: ['nutritionist'],
  errors: [400, 401, 403, 404],
} as const;
/** What a client and her nutritionist both read, by the client's id. */
const shared = {
  ...own,
  tags: ['client', 'nutritionist'],
  access: ['client', 'nutritionist'],
  query: z.object({ id: idSchema }),
} as const;

/** The nutritionist's calls (§7): her caseload, sessions, plans, progress, assessments. */
export const nutritionistEndpoints = defineEndpoints({
  recordProgress: {
    ...own,
    method: 'POST',
    path: '/client/progress',
    summary: 'Record a week’s weight (weeks 1–4; the same week again replaces it)',
    body: progressInputSchema,
    response: messageResponseSchema,
  },
  saveMealPlan: {
    ...own,
    method: 'POST',
    path: '/nuts/addWeeklyMealPlan',
    summary: 'Save a client’s whole weekly meal plan in one transaction; answers the saved plan',
    body: weeklyMealPlanSchema,
    response: mealPlanSchema,
  },
  mealPlan: {
    ...shared,
    method: 'GET',
    path: '/client/meal',
    summary: 'A client’s weekly meal plan keyed by weekday (days without meals are left out)',
    response: mealPlanSchema,
  },
  progress: {
    ...shared,
    method: 'GET',
    path: '/client/progress',
    summary: 'A client’s recorded weekly weights, [{week, weight}] by week',
    response: z.array(progressEntrySchema),
  },
});
