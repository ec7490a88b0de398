import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assessmentInputSchema,
  assessmentQuerySchema,
  assessmentRecordSchema,
  assessmentVersionSchema,
  idSchema,
  messageResponseSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.ts';
import { actorOf } from '../audit/actor.ts';
import * as service from './assessments.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** GET and POST /nuts/clientassessment: health data, so every read and write is audited. */
export async function assessmentsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', app.requireRole('nutritionist'));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/nuts/clientassessment',
    {
      schema: {
        tags: ['nutritionist'],
        summary:
          'A client’s current assessment, or the version asked for (one-item array, or empty)',
        security: bearerSecurity,
        querystring: assessmentQuerySchema,
        response: { 200: z.array(assessmentRecordSchema), ...errors },
      },
    },
    async (request) =>
      service.readAssessment(deps, actorOf(request), request.query.id, request.query.version),
  );

  r.get(
    '/nuts/clientassessment/history',
    {
      schema: {
        tags: ['nutritionist'],
        summary: 'The dates and authors of a client’s stored assessment versions, newest first',
        security: bearerSecurity,
        querystring: z.object({ id: idSchema }),
        response: { 200: z.array(assessmentVersionSchema), ...errors },
      },
    },
    async (request) => service.assessmentHistory(deps, actorOf(request), request.query.id),
  );

  r.post(
    '/nuts/clientassessment',
    {
      schema: {
        tags: ['nutritionist'],
        summary: 'Submit an assessment; every submission is kept as a new version',
        security: bearerSecurity,
        body: assessmentInputSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.submitAssessment(deps, actorOf(request), request.body),
  );
}
