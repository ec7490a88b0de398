import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './admin.service.ts';

/** Calls beyond §7 that the admin screens need: stat cards, detail pages (D8), own profile (D7). */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.adminCounts, () => service.counts(deps));
  route(app, endpoints.adminNutritionistDetail, ({ params }) =>
    service.nutritionistDetail(deps, params.id),
  );
  route(app, endpoints.adminClientDetail, ({ params }) => service.clientDetail(deps, params.id));
  route(app, endpoints.adminProfile, ({ actor }) => service.profile(deps, actor.id));
  route(app, endpoints.updateAdminProfile, ({ actor, body }) =>
    service.updateProfile(deps, actor, body),
  );
}
