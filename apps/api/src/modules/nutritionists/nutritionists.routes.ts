import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import { findUserByEmail } from '#api/modules/auth/auth.repository.ts';
import * as service from './nutritionists.service.ts';

/** The admin's nutritionist calls of §7; every one is admin-only (D11). */
export async function nutritionistsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.adminNutritionists, ({ query }) => service.listNutritionists(deps, query));
  route(app, endpoints.adminCreateNutritionist, ({ actor, body }) =>
    service.createNutritionist(deps, actor, body),
  );
  route(app, endpoints.adminAddNutritionist, ({ actor, body }) =>
    service.createNutritionist(deps, actor, body),
  );
  route(app, endpoints.adminUpdateNutritionist, ({ actor, params, body }) =>
    service.updateNutritionist(deps, actor, params.id, body),
  );
  route(app, endpoints.adminDeleteNutritionist, ({ actor, params, query }) =>
    service.deleteNutritionist(deps, actor, params.id, query.reassignTo),
  );
  route(app, endpoints.adminDeleteNutritionistByPost, async ({ actor, body }) => {
    const { id, email, reassignTo } = body;
    const target = id ?? (email ? (await findUserByEmail(deps.db, email))?.id : undefined);
    if (!id && !email) throw badRequest('Give the id or the email of the nutritionist to delete.');
    if (target === undefined) throw notFound('Nutritionist not found');
    return service.deleteNutritionist(deps, actor, target, reassignTo);
  });
}
