import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../http/route.ts';
import * as service from './notices.service.ts';

/** Her in-app notices: any signed-in person reads and clears only her own. */
export async function noticesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.notifications, ({ user }) => service.notices(deps, user));
  route(app, endpoints.readNotifications, ({ user, body }) =>
    service.readNotices(deps, user, body.ids),
  );
}
