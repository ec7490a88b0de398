import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCountsSchema,
  adminProfileInputSchema,
  adminProfileSchema,
  clientDetailSchema,
  idSchema,
  nutritionistDetailSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.ts';
import { actorOf } from '../audit/actor.ts';
import * as service from './admin.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const params = z.object({ id: idSchema });

/** Calls beyond §7 that the admin screens need: stat cards, detail pages (D8), own profile (D7). */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', app.requireRole('admin'));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/counts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counts for the stat cards and counters',
        security: bearerSecurity,
        response: { 200: adminCountsSchema, ...errors },
      },
    },
    async () => service.counts(deps),
  );

  r.get(
    '/admin/nutritionists/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A nutritionist with rating and clients (read-only page)',
        security: bearerSecurity,
        params,
        response: { 200: nutritionistDetailSchema, ...errors },
      },
    },
    async (request) => service.nutritionistDetail(deps, request.params.id),
  );

  r.get(
    '/admin/clients/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A client with sessions, progress and goals (read-only page)',
        security: bearerSecurity,
        params,
        response: { 200: clientDetailSchema, ...errors },
      },
    },
    async (request) => service.clientDetail(deps, request.params.id),
  );

  r.get(
    '/admin/profile',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in admin’s profile',
        security: bearerSecurity,
        response: { 200: adminProfileSchema, ...errors },
      },
    },
    async (request) => service.profile(deps, actorOf(request).id),
  );

  r.put(
    '/admin/profile',
    {
      schema: {
        tags: ['admin'],
        summary: 'Update the signed-in admin’s name, phone and address',
        security: bearerSecurity,
        body: adminProfileInputSchema,
        response: { 200: adminProfileSchema, ...errors },
      },
    },
    async (request) => service.updateProfile(deps, actorOf(request), request.body),
  );
}
