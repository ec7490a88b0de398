import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './automation.service.ts';

/** Issue 36: the admin's rules for automatic check-ins and nudges. */
export async function automationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.automationRules, () => service.automationRules(deps));
  route(app, endpoints.saveAutomationRules, ({ actor, body }) =>
    service.saveAutomationRules(deps, actor, body),
  );
}
