import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminEmailSchema,
  clientAddSchema,
  nutritionistClientAddSchema,
  clientInputSchema,
  clientUpdateSchema,
  clientRecordSchema,
  createdClientSchema,
  idSchema,
  listQuerySchema,
  messageResponseSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import {
  acceptingParamsWrapper,
  bearerSecurity,
  errorResponses,
} from '../../http/route-schemas.ts';
import { badRequest } from '../../lib/errors.ts';
import { parseBody } from '../../http/parse-body.ts';
import { actorOf } from '../audit/actor.ts';
import * as service from './clients.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: idSchema });

/** The admin's client calls of §7; every route here is admin-only. */
export async function adminClientsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', app.requireRole('admin'));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/client/clients',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Clients with their nutritionist’s name; q, limit, offset optional (X-Total-Count tells the total)',
        security: bearerSecurity,
        querystring: listQuerySchema,
        response: { 200: z.array(clientRecordSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { rows, total } = await service.listClients(deps, request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  );

  r.post(
    '/clients',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Create a client and their login from {name, email, nutritionist (name), plan} (D4)',
        security: bearerSecurity,
        body: clientInputSchema,
        response: { 201: createdClientSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createClientFromDialog(deps, actorOf(request), request.body)),
  );

  r.put(
    '/clients/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Update a client: the spec’s {name, email, nutritionist (name), plan} or any field of the Add Client form (nId, phone, location, age, gender, issue, nextSession, planDescription, status); an omitted field is kept. Answers the full record',
        security: bearerSecurity,
        params,
        body: clientUpdateSchema,
        response: { 200: clientRecordSchema, ...errors },
      },
    },
    async (request) =>
      service.updateClient(deps, actorOf(request), request.params.id, request.body),
  );

  r.delete(
    '/clients/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a client: their login and every record of theirs, in one transaction',
        security: bearerSecurity,
        params,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.deleteClient(deps, actorOf(request), request.params.id),
  );

  const deleteByPost = {
    schema: {
      tags: ['admin'],
      summary:
        'Delete a client by id (path, ?id= or body; also {params: {id, email}}) with their email as a check',
      security: bearerSecurity,
      params: z.object({ id: idSchema.optional() }),
      querystring: z.object({ id: idSchema.optional() }),
      body: acceptingParamsWrapper(
        z.object({ id: idSchema.optional(), email: adminEmailSchema.optional() }),
      ).optional(),
      response: { 200: messageResponseSchema, ...errors },
    },
  };
  for (const path of ['/client/delete/', '/client/delete/:id']) {
    r.post(path, deleteByPost, async (request) => {
      const id = request.params.id ?? request.query.id ?? request.body?.id;
      if (!id) throw badRequest('Give the id of the client to delete.');
      return service.deleteClient(deps, actorOf(request), id, request.body?.email);
    });
  }
}

/**
 * POST /client/add has two callers (§7): the admin's form (any nutritionist, next
 * session) and the nutritionist's (her own client, issue and plan text).
 */
export async function clientAddRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/client/add',
    {
      onRequest: app.requireRole('admin', 'nutritionist'),
      schema: {
        tags: ['admin', 'nutritionist'],
        summary:
          'Create a client and their login (admin: full form; nutritionist: her own client) (D4)',
        security: bearerSecurity,
        body: z.union([clientAddSchema, nutritionistClientAddSchema]).describe('by role'),
        response: { 201: createdClientSchema, ...errors },
      },
      // Validated below by the caller's own schema, so each gets its own messages.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const created =
        actor.role === 'admin'
          ? await service.addClient(deps, actor, parseBody(clientAddSchema, request.body))
          : await service.addOwnClient(
              deps,
              actor,
              parseBody(nutritionistClientAddSchema, request.body),
            );
      return reply.status(201).send(created);
    },
  );
}
