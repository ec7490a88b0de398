import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './appointments.service.ts';

/** The nutritionist's appointment calls of §7. */
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
  route(app, endpoints.completedAppointments, ({ user, query }) =>
    service.completedAppointments(deps, user, query.id),
  );
  route(app, endpoints.clientSessions, ({ user, params }) =>
    service.clientSessions(deps, user, params.clientId),
  );
}
