import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idSchema,
  mealPlanSchema,
  messageResponseSchema,
  progressEntrySchema,
  progressInputSchema,
  weeklyMealPlanSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.ts';
import { currentUser } from '../../http/current-user.ts';
import * as service from './plans.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Weekly progress and weekly meal plans, written by the client's own nutritionist. */
export async function plansRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', app.requireRole('nutritionist'));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/client/progress',
    {
      schema: {
        tags: ['nutritionist'],
        summary: 'Record a week’s weight (weeks 1–4; the same week again replaces it)',
        security: bearerSecurity,
        body: progressInputSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.recordProgress(deps, currentUser(request), request.body),
  );

  r.post(
    '/nuts/addWeeklyMealPlan',
    {
      schema: {
        tags: ['nutritionist'],
        summary:
          'Save a client’s whole weekly meal plan in one transaction; answers the saved plan',
        security: bearerSecurity,
        body: weeklyMealPlanSchema,
        response: { 200: mealPlanSchema, ...errors },
      },
    },
    async (request) => service.saveWeeklyMealPlan(deps, currentUser(request), request.body),
  );
}

/** What a client and her nutritionist both read: the weekly plan and the weekly weights. */
export async function clientPlanReadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', app.requireRole('client', 'nutritionist'));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byId = z.object({ id: idSchema });
  const doc = { tags: ['client', 'nutritionist'], security: bearerSecurity, querystring: byId };

  r.get(
    '/client/meal',
    {
      schema: {
        ...doc,
        summary: 'A client’s weekly meal plan keyed by weekday (days without meals are left out)',
        response: { 200: mealPlanSchema, ...errors },
      },
    },
    async (request) => service.readMealPlan(deps, currentUser(request), request.query.id),
  );
  r.get(
    '/client/progress',
    {
      schema: {
        ...doc,
        summary: 'A client’s recorded weekly weights, [{week, weight}] by week',
        response: { 200: z.array(progressEntrySchema), ...errors },
      },
    },
    async (request) => service.readProgress(deps, currentUser(request), request.query.id),
  );
}
