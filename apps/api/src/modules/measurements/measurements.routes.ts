import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './measurements.service.ts';

/** Dated weigh-ins and body measurements (issue 16), by the client or her nutritionist. */
export async function measurementsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.clientMeasurements, ({ user, params }) =>
    service.listMeasurements(deps, user, params.clientId),
  );
  route(app, endpoints.recordMeasurement, ({ actor, params, body }) =>
    service.recordMeasurement(deps, actor, params.clientId, body),
  );
  route(app, endpoints.deleteMeasurement, ({ actor, params }) =>
    service.removeMeasurement(deps, actor, params.clientId, params.measurementId),
  );
}
