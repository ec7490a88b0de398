import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './plans.service.ts';

/** Weekly progress and weekly meal plans, written by the client's own nutritionist. */
export async function plansRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.recordProgress, ({ actor, body }) =>
    service.recordProgress(deps, actor, body),
  );
  route(app, endpoints.saveMealPlan, ({ actor, body }) =>
    service.saveWeeklyMealPlan(deps, actor, body),
  );
  route(app, endpoints.mealPlan, ({ user, query }) => service.readMealPlan(deps, user, query.id));
  route(app, endpoints.progress, ({ user, query }) => service.readProgress(deps, user, query.id));
}
