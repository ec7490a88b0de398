import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as assigned from './assigned.service.ts';
import * as service from './nutritionists.service.ts';
import * as ratings from './ratings.service.ts';

/**
 * Nutritionists: the admin's calls (every one admin-only, adding one too, which the spec sent
 * without a token: docs/product.md, "Staff calls need a token"), her own record, and what a
 * client reads of her nutritionist and rates.
 */
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
  route(app, endpoints.adminDeleteNutritionistByPost, ({ actor, body }) =>
    service.deleteNutritionistNamed(deps, actor, body),
  );

  // Her own record, and what a client reads of hers.
  route(app, endpoints.selfByEmail, ({ user, query }) =>
    assigned.findMeByEmail(deps, user, query.email),
  );
  // A client reads her own nutritionist's card here (the spec's client dashboard calls it,
  // and a 403 would sign her out).
  route(app, endpoints.nutritionistById, ({ user, query }) =>
    user.role === 'client'
      ? assigned.ownNutritionistById(deps, user, query.id)
      : assigned.findMeById(deps, user, query.id),
  );
  route(app, endpoints.ownNutritionist, ({ user, query }) =>
    assigned.ownNutritionist(deps, user, query.email),
  );
  route(app, endpoints.ownRating, ({ user, query }) =>
    ratings.ownRating(deps, user, query.nutId, query.clientEmail),
  );
  route(app, endpoints.rateNutritionist, ({ user, body }) => ratings.rate(deps, user, body));
}
