import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { sendRateLimit } from '#api/http/send-rate-limit.ts';
import * as service from './caseload-actions.service.ts';

/** What a nutritionist does to one of her clients (§7), besides appointments and plans. */
export async function caseloadActionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const limited = { config: sendRateLimit(deps.config.messagesPerMinute) };
  route(app, endpoints.deleteOwnClient, ({ user, actor, body }) =>
    service.deleteOwnClient(deps, user, actor, body),
  );
  route(
    app,
    endpoints.messageClient,
    ({ user, body }) => service.sendToClient(deps, user, body),
    limited,
  );
  route(
    app,
    endpoints.bulkMessage,
    ({ user, body }) => service.sendBulk(deps, user, body),
    limited,
  );
  route(app, endpoints.updateDetails, ({ user, actor, body }) =>
    service.updateDetails(deps, user, actor, body),
  );
  route(app, endpoints.updateSession, ({ user, actor, body }) =>
    service.updateSession(deps, user, actor, body),
  );
}
