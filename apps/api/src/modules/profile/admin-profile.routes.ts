import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './admin-profile.service.ts';

/** The admin's own profile (her settings page). */
export async function adminProfileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.adminProfile, ({ actor }) => service.adminProfile(deps, actor.id));
  route(app, endpoints.updateAdminProfile, ({ actor, body }) =>
    service.updateAdminProfile(deps, actor, body),
  );
}
