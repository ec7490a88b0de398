import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './tracking.service.ts';

/** Her water and daily habits (issue 16): she taps them, her nutritionist sets them. */
export async function trackingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.setWater, ({ user, params, body }) =>
    service.setWater(deps, user, params.clientId, params.date, body.glasses),
  );
  route(app, endpoints.checkHabit, ({ user, params, body }) =>
    service.checkHabit(deps, user, params, body.done),
  );
  route(app, endpoints.clientTracking, ({ user, params }) =>
    service.readTracking(deps, user, params.clientId),
  );
  route(app, endpoints.setClientTracking, ({ actor, params, body }) =>
    service.setTracking(deps, actor, params.clientId, body),
  );
}
