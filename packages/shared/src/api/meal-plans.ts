import { z } from 'zod';
import {
  clientIdParamsSchema,
  clientTargetsSchema,
  mealPlanInputSchema,
  mealPlanViewSchema,
  targetsInputSchema,
  templateDetailSchema,
  templateIdParamsSchema,
  templateInputSchema,
  templateSummarySchema,
} from '../schemas/meal-plans.ts';
import { messageResponseSchema } from '../schemas/public.ts';
import { defineEndpoints } from './endpoint.ts';

/** Her nutritionist and the client herself read; anyone else gets 404. */
const herPlan = {
  tags: ['meal-plans'],
  access: ['nutritionist', 'client'],
  errors: [400, 401, 403, 404],
} as const;
/** Only her nutritionist writes. */
const hers = { ...herPlan, access: ['nutritionist'] } as const;
const templates = { ...hers, errors: [400, 401, 403, 404, 409] } as const;

/**
 * Structured weekly plans with nutrient totals, daily targets and plan templates
 * (docs/product.md, "Structured meal plans").
 */
export const mealPlanEndpoints = defineEndpoints({
  clientMealPlan: {
    records: { type: 'mealPlan', subject: 'params.clientId' },
    ...herPlan,
    method: 'GET',
    path: '/clients/:clientId/meal-plan',
    summary: 'A client’s week: items with portions, totals per meal and day, her targets',
    params: clientIdParamsSchema,
    response: mealPlanViewSchema,
  },
  saveClientMealPlan: {
    ...hers,
    method: 'PUT',
    path: '/clients/:clientId/meal-plan',
    summary: 'Replace a client’s week in one transaction; answers the saved plan with totals',
    params: clientIdParamsSchema,
    body: mealPlanInputSchema,
    response: mealPlanViewSchema,
  },
  clientTargets: {
    records: { type: 'mealPlan', subject: 'params.clientId' },
    ...herPlan,
    method: 'GET',
    path: '/clients/:clientId/targets',
    summary: 'A client’s daily targets, who set them and when, and what a suggestion rests on',
    params: clientIdParamsSchema,
    response: clientTargetsSchema,
  },
  setClientTargets: {
    ...hers,
    method: 'PUT',
    path: '/clients/:clientId/targets',
    summary: 'Set a client’s daily targets (her nutritionist); records who and when',
    params: clientIdParamsSchema,
    body: targetsInputSchema,
    response: clientTargetsSchema,
  },
  mealPlanTemplates: {
    ...templates,
    method: 'GET',
    path: '/meal-plan-templates',
    summary: 'The signed-in nutritionist’s plan templates, by name',
    response: z.array(templateSummarySchema),
  },
  mealPlanTemplate: {
    ...templates,
    method: 'GET',
    path: '/meal-plan-templates/:id',
    summary: 'One of her templates, resolved like a plan, to load into the builder',
    params: templateIdParamsSchema,
    response: templateDetailSchema,
  },
  addMealPlanTemplate: {
    ...templates,
    method: 'POST',
    path: '/meal-plan-templates',
    summary: 'Save a week as a template; 409 when she already has one of that name',
    body: templateInputSchema,
    status: 201,
    response: templateSummarySchema,
  },
  deleteMealPlanTemplate: {
    ...templates,
    method: 'DELETE',
    path: '/meal-plan-templates/:id',
    summary: 'Delete one of her templates (plans made from it stay)',
    params: templateIdParamsSchema,
    response: messageResponseSchema,
  },
});
