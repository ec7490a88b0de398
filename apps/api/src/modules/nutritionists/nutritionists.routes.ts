import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminEmailSchema,
  createdNutritionistSchema,
  deleteNutritionistQuerySchema,
  idSchema,
  listQuerySchema,
  messageResponseSchema,
  nutritionistAddSchema,
  nutritionistInputSchema,
  nutritionistRecordSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import {
  acceptingParamsWrapper,
  bearerSecurity,
  errorResponses,
} from '../../http/route-schemas.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { actorOf } from '../audit/actor.ts';
import { findUserByEmail } from '../auth/auth.repository.ts';
import * as service from './nutritionists.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: idSchema });

/** The admin's nutritionist calls of §7; every route here is admin-only (D11). */
export async function nutritionistsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', app.requireRole('admin'));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/nuts/nutritionists',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Nutritionists with client counts; q, limit, offset optional (X-Total-Count tells the total)',
        security: bearerSecurity,
        querystring: listQuerySchema,
        response: { 200: z.array(nutritionistRecordSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { rows, total } = await service.listNutritionists(deps, request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  );

  for (const [path, body] of [
    ['/nutritionists', nutritionistInputSchema],
    ['/nuts/add', nutritionistAddSchema],
  ] as const) {
    r.post(
      path,
      {
        schema: {
          tags: ['admin'],
          summary:
            'Create a nutritionist and their login; answers the temporary password once (D4)',
          security: bearerSecurity,
          body,
          response: { 201: createdNutritionistSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await service.createNutritionist(deps, actorOf(request), request.body);
        return reply.status(201).send(created);
      },
    );
  }

  r.put(
    '/nutritionists/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Update a nutritionist (either screen’s payload); answers the full record',
        security: bearerSecurity,
        params,
        body: nutritionistInputSchema,
        response: { 200: nutritionistRecordSchema, ...errors },
      },
    },
    async (request) =>
      service.updateNutritionist(deps, actorOf(request), request.params.id, request.body),
  );

  r.delete(
    '/nutritionists/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Delete a nutritionist; with clients, reassignTo names who takes them over (else 409)',
        security: bearerSecurity,
        params,
        querystring: deleteNutritionistQuerySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.deleteNutritionist(
        deps,
        actorOf(request),
        request.params.id,
        request.query.reassignTo,
      ),
  );

  r.post(
    '/nuts/delete',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Delete a nutritionist named by id or email (same rules as DELETE /nutritionists/{id})',
        security: bearerSecurity,
        body: acceptingParamsWrapper(
          z.object({
            id: idSchema.optional(),
            email: adminEmailSchema.optional(),
            reassignTo: idSchema.optional(),
          }),
        ),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, email, reassignTo } = request.body;
      const target = id ?? (email ? (await findUserByEmail(deps.db, email))?.id : undefined);
      if (!id && !email)
        throw badRequest('Give the id or the email of the nutritionist to delete.');
      if (target === undefined) throw notFound('Nutritionist not found');
      return service.deleteNutritionist(deps, actorOf(request), target, reassignTo);
    },
  );
}
