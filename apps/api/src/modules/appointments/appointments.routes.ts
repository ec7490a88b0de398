import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addAppointmentSchema,
  completeAppointmentSchema,
  completedAppointmentSchema,
  idSchema,
  messageResponseSchema,
  missedAppointmentSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.ts';
import { currentUser } from '../../http/current-user.ts';
import * as service from './appointments.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** The nutritionist's appointment calls of §7. */
export async function appointmentsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', app.requireRole('nutritionist'));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/appointments/add',
    {
      schema: {
        tags: ['nutritionist'],
        summary: 'Book a session for one of her clients (sets their next session)',
        security: bearerSecurity,
        body: addAppointmentSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.addAppointment(deps, currentUser(request), request.body),
  );

  r.post(
    '/appointments/complete',
    {
      schema: {
        tags: ['nutritionist'],
        summary: 'Complete a session with notes and an optional next date (D5), in one transaction',
        security: bearerSecurity,
        body: completeAppointmentSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.completeAppointment(deps, currentUser(request), request.body),
  );

  r.post(
    '/appointments/missed',
    {
      schema: {
        tags: ['nutritionist'],
        summary: 'Record a past session that did not happen as missed (clears it as next session)',
        security: bearerSecurity,
        body: missedAppointmentSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.markMissed(deps, currentUser(request), request.body),
  );

  r.get(
    '/nuts/appointmentsCompleted',
    {
      schema: {
        tags: ['nutritionist'],
        summary: 'Her completed appointments, newest first, each with its client',
        security: bearerSecurity,
        querystring: z.object({ id: idSchema }),
        response: { 200: z.array(completedAppointmentSchema), ...errors },
      },
    },
    async (request) => service.completedAppointments(deps, currentUser(request), request.query.id),
  );
}
