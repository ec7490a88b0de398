import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mealPlanSchema,
  messageResponseSchema,
  progressInputSchema,
  weeklyMealPlanSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
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
