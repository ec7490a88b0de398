import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './appointments.service.ts';
import * as dates from './session-dates.service.ts';

/** The nutritionist's appointment calls, at the spec's paths, and her client's sessions. */
export async function appointmentsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.addAppointment, ({ user, actor, body }) =>
    service.addAppointment(deps, user, actor, body),
  );
  route(app, endpoints.completeAppointment, ({ user, actor, body }) =>
    service.completeAppointment(deps, user, actor, body),
  );
  route(app, endpoints.markMissed, ({ user, actor, body }) =>
    service.markMissed(deps, user, actor, body),
  );
  route(app, endpoints.clientSessions, ({ user, params }) =>
    service.clientSessions(deps, user, params.clientId),
  );
  route(app, endpoints.updateDetails, ({ user, actor, body }) =>
    dates.updateDetails(deps, user, actor, body),
  );
  route(app, endpoints.updateSession, ({ user, actor, body }) =>
    dates.updateSession(deps, user, actor, body),
  );
}
