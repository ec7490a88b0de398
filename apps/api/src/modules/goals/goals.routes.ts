import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './goals.service.ts';

/**
 * A client's goals, on her profile and on her nutritionist's client record: one active goal
 * at a time, progress 0–100.
 */
export async function goalsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.goals, ({ user, query }) => service.listGoals(deps, user, query.clientId));
  route(app, endpoints.addGoal, ({ actor, body }) => service.addGoal(deps, actor, body));
  route(app, endpoints.updateGoal, ({ actor, body }) => service.updateGoal(deps, actor, body));
  route(app, endpoints.deleteGoal, ({ actor, query }) =>
    service.removeGoal(deps, actor, query.goalId),
  );
}
