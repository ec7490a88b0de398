import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../http/route.ts';
import * as service from './goals.service.ts';

/** A client's goals (§2.18): one active goal at a time, progress 0–100. */
export async function goalsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.goals, ({ user, query }) => service.listGoals(deps, user, query.clientId));
  route(app, endpoints.addGoal, ({ user, body }) => service.addGoal(deps, user, body));
  route(app, endpoints.updateGoal, ({ user, body }) => service.updateGoal(deps, user, body));
  route(app, endpoints.deleteGoal, ({ user, query }) =>
    service.removeGoal(deps, user, query.goalId),
  );
}
