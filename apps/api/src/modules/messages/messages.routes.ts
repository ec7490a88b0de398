import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { sendJsonText } from '#api/http/json-text.ts';
import { route } from '#api/http/route.ts';
import { sendRateLimit } from '#api/http/send-rate-limit.ts';
import * as service from './messages.service.ts';
import * as sends from './sends.service.ts';
import { whatsappWindow } from './whatsapp-reply.service.ts';

/**
 * Chat on the client's and the nutritionist's Messages screens (docs/product.md, "Live
 * chat"): both people of a conversation read it, nobody else; and every send, limited per
 * person per minute.
 */
export async function messagesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // A read sent as POST (the spec's) and read markers record nothing about her: she keeps
  // reading before accepting the privacy notice and after withdrawing consent (issue 18).
  const reading = { config: { allowWithoutConsent: true } };
  route(
    app,
    endpoints.messagesFromNut,
    ({ user, body }) => service.messagesFrom(deps, user, body, 'nutritionist'),
    reading,
  );
  route(
    app,
    endpoints.messagesFromClient,
    ({ user, body }) => service.messagesFrom(deps, user, body, 'client'),
    reading,
  );
  // JSON text from PostgreSQL, sent as it is (a string is not serialised again).
  route(app, endpoints.conversations, async ({ user, reply }) =>
    sendJsonText(reply, await service.conversations(deps, user)),
  );
  route(app, endpoints.thread, ({ user, query }) => service.thread(deps, user, query));
  route(
    app,
    endpoints.markRead,
    ({ user, body }) => service.markRead(deps, user, body.with),
    reading,
  );
  route(app, endpoints.unread, ({ user }) => service.unread(deps, user));
  route(app, endpoints.whatsappWindow, ({ user, query }) => whatsappWindow(deps, user, query.with));

  const limited = { config: sendRateLimit(deps.config.messagesPerMinute) };
  route(
    app,
    endpoints.messageClient,
    ({ user, body }) => sends.sendToClient(deps, user, body),
    limited,
  );
  route(app, endpoints.bulkMessage, ({ user, body }) => sends.sendBulk(deps, user, body), limited);
  route(
    app,
    endpoints.sendToNutritionist,
    ({ user, body }) => sends.sendToNutritionist(deps, user, body),
    limited,
  );
}
