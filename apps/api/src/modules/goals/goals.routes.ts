import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  goalInputSchema,
  goalRecordSchema,
  goalUpdateSchema,
  idSchema,
  messageResponseSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './goals.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** A client's goals (§2.18): one active goal at a time, progress 0–100. */
export async function goalsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', app.requireRole('client'));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ tags: ['client'], summary, security: bearerSecurity });

  r.post(
    '/client/goal',
    {
      schema: {
        ...doc('Add a goal; 409 while another goal is active'),
        body: goalInputSchema,
        response: { 201: goalRecordSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addGoal(deps, currentUser(request), request.body)),
  );
  r.post(
    '/client/goal/update',
    {
      schema: {
        ...doc('Set a goal’s progress (Complete sends 100)'),
        body: goalUpdateSchema,
        response: { 200: goalRecordSchema, ...errors },
      },
    },
    async (request) => service.updateGoal(deps, currentUser(request), request.body),
  );
  // The spec calls DELETE /client/goal/?goalId; the path without the slash works too.
  for (const path of ['/client/goal/', '/client/goal']) {
    r.delete(
      path,
      {
        schema: {
          ...doc('Remove one of her goals'),
          querystring: z.object({ goalId: idSchema }),
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => service.removeGoal(deps, currentUser(request), request.query.goalId),
    );
  }
}

/** Reading goals: the client herself, or her own nutritionist (anyone else's client is 404). */
export async function goalReadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', app.requireRole('client', 'nutritionist'));
  app.withTypeProvider<ZodTypeProvider>().get(
    '/client/goal',
    {
      schema: {
        tags: ['client', 'nutritionist'],
        summary: 'A client’s goals, newest first (her own, or a nutritionist’s own client’s)',
        security: bearerSecurity,
        querystring: z.object({ clientId: idSchema }),
        response: { 200: z.array(goalRecordSchema), ...errors },
      },
    },
    async (request) => service.listGoals(deps, currentUser(request), request.query.clientId),
  );
}
