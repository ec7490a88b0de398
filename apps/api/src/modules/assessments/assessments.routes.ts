import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './assessments.service.ts';

/** GET and POST /nuts/clientassessment: health data, so every read and write is audited. */
export async function assessmentsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.assessment, ({ actor, query }) =>
    service.readAssessment(deps, actor, query.id, query.version),
  );
  route(app, endpoints.assessmentHistory, ({ actor, query }) =>
    service.assessmentHistory(deps, actor, query.id),
  );
  route(app, endpoints.submitAssessment, ({ actor, body }) =>
    service.submitAssessment(deps, actor, body),
  );
}
