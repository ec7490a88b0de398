import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { notificationLog } from './notification-log.service.ts';
import * as messaging from './messaging-settings.service.ts';
import * as service from './notices.service.ts';

/**
 * Her in-app notices (any signed-in person reads and clears only her own), the admin's log
 * of sent messages and the practice's messaging templates.
 */
export async function noticesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.notifications, ({ user }) => service.notices(deps, user));
  // Clearing her own notices records nothing about her: allowed before consent (issue 18).
  route(
    app,
    endpoints.readNotifications,
    ({ user, body }) => service.readNotices(deps, user, body.ids),
    { config: { allowWithoutConsent: true } },
  );
  route(app, endpoints.notificationLog, ({ query }) => notificationLog(deps, query));
  route(app, endpoints.messagingSettings, () => messaging.messagingSettings(deps));
  route(app, endpoints.saveMessagingSettings, ({ actor, body }) =>
    messaging.saveMessagingSettings(deps, actor, body),
  );
}
