import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminEmailSchema,
  assignedNutritionistSchema,
  caseloadClientSchema,
  clientRecordSchema,
  idSchema,
  nutritionistRecordSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.ts';
import { sendJsonText } from '../../http/json-text.ts';
import { currentUser } from '../../http/current-user.ts';
import * as portal from '../portal/portal.service.ts';
import * as service from './caseload.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const byEmail = z.object({ email: adminEmailSchema });
const byId = z.object({ id: idSchema });

/** A nutritionist's look-ups of §7 (arrays, DESIGN §3), limited to herself and her clients. */
export async function caseloadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', app.requireRole('nutritionist'));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = <Q extends z.ZodType, I extends z.ZodType>(
    summary: string,
    querystring: Q,
    item: I,
  ) => ({
    tags: ['nutritionist'],
    summary,
    security: bearerSecurity,
    querystring,
    response: { 200: z.array(item), ...errors },
  });

  r.get(
    '/nuts/email',
    {
      schema: schema(
        'Her own record by email (empty for any other email)',
        byEmail,
        nutritionistRecordSchema,
      ),
    },
    async (request) => service.findMeByEmail(deps, currentUser(request), request.query.email),
  );
  r.get(
    '/client/byNutId',
    { schema: schema('Her clients, with goal and latest weight', byId, caseloadClientSchema) },
    // JSON text from PostgreSQL, sent as it is (a string is not serialised again).
    async (request, reply) =>
      sendJsonText(reply, await service.myClients(deps, currentUser(request), request.query.id)),
  );
  r.get(
    '/nuts/clients',
    { schema: schema('Her clients, by her email', byEmail, caseloadClientSchema) },
    async (request, reply) =>
      sendJsonText(
        reply,
        await service.myClientsByEmail(deps, currentUser(request), request.query.email),
      ),
  );
  r.get(
    '/client/clientById',
    { schema: schema('One of her clients, as a one-item array', byId, clientRecordSchema) },
    async (request) => [await service.myClient(deps, currentUser(request), request.query.id)],
  );
}

/**
 * GET /nuts/id: a nutritionist reads her own record; a client reads her own nutritionist's
 * card (the spec's client dashboard calls it, and a 403 would sign her out).
 */
export async function nutritionistByIdRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', app.requireRole('nutritionist', 'client'));
  app.withTypeProvider<ZodTypeProvider>().get(
    '/nuts/id',
    {
      schema: {
        tags: ['nutritionist', 'client'],
        summary: 'Her own record by id; for a client, her own nutritionist’s card',
        security: bearerSecurity,
        querystring: byId,
        response: {
          200: z.array(z.union([nutritionistRecordSchema, assignedNutritionistSchema])),
          ...errors,
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      return me.role === 'client'
        ? portal.ownNutritionistById(deps, me, request.query.id)
        : service.findMeById(deps, me, request.query.id);
    },
  );
}
