import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { sendJsonText } from '#api/http/json-text.ts';
import { route } from '#api/http/route.ts';
import * as plan from './meal-plan.service.ts';
import * as targets from './targets.service.ts';
import * as templates from './templates.service.ts';
import * as weekly from './weekly-text.service.ts';

/**
 * Structured weekly plans with totals, the spec's week as text, a client's daily targets,
 * and plan templates (docs/product.md, "Structured meal plans").
 */
export async function mealPlansRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // The spec's week as text cells (GET /client/meal, POST /nuts/mealPlan).
  route(app, endpoints.mealPlan, ({ user, query }) => weekly.readMealPlan(deps, user, query.id));
  route(app, endpoints.saveMealPlan, ({ actor, body }) =>
    weekly.saveWeeklyMealPlan(deps, actor, body),
  );
  route(app, endpoints.clientMealPlan, async ({ user, params, reply }) =>
    sendJsonText(reply, await plan.readPlanJson(deps, user, params.clientId)),
  );
  route(app, endpoints.saveClientMealPlan, ({ actor, params, body }) =>
    plan.savePlan(deps, actor, params.clientId, body.days),
  );
  route(app, endpoints.clientTargets, ({ user, params }) =>
    targets.readTargets(deps, user, params.clientId),
  );
  route(app, endpoints.setClientTargets, ({ actor, params, body }) =>
    targets.setTargets(deps, actor, params.clientId, body),
  );
  route(app, endpoints.mealPlanTemplates, ({ user }) => templates.listTemplates(deps, user));
  route(app, endpoints.mealPlanTemplate, ({ user, params }) =>
    templates.readTemplate(deps, user, params.id),
  );
  route(app, endpoints.addMealPlanTemplate, ({ actor, body }) =>
    templates.addTemplate(deps, actor, body),
  );
  route(app, endpoints.deleteMealPlanTemplate, ({ actor, params }) =>
    templates.removeTemplate(deps, actor, params.id),
  );
}
