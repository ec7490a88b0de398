import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bulkMessageResponseSchema,
  bulkMessageSchema,
  messageResponseSchema,
  nutritionistDeleteClientSchema,
  sendMessageSchema,
  updateDetailsSchema,
  updateSessionSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.ts';
import { sendRateLimit } from '../../http/send-rate-limit.ts';
import { currentUser } from '../../http/current-user.ts';
import { actorOf } from '../audit/actor.ts';
import * as service from './caseload-actions.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const answer = { 200: messageResponseSchema, ...errors };

/** What a nutritionist does to one of her clients (§7), besides appointments and plans. */
export async function caseloadActionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', app.requireRole('nutritionist'));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({
    tags: ['nutritionist'],
    summary,
    security: bearerSecurity,
    response: answer,
  });

  r.post(
    '/nuts/deleteClient',
    {
      schema: {
        ...doc('Delete one of her clients and all their records'),
        body: nutritionistDeleteClientSchema,
      },
    },
    async (request) =>
      service.deleteOwnClient(deps, currentUser(request), actorOf(request), request.body),
  );
  r.post(
    '/nuts/sendMessage',
    {
      schema: { ...doc('Send a message to one of her clients'), body: sendMessageSchema },
      config: sendRateLimit(deps.config.messagesPerMinute),
    },
    async (request) => service.sendToClient(deps, currentUser(request), request.body),
  );
  r.post(
    '/nuts/sendBulkMessage',
    {
      schema: {
        ...doc('Send one message to all her clients or the chosen ones, in one transaction'),
        body: bulkMessageSchema,
        response: { 200: bulkMessageResponseSchema, ...errors },
      },
      config: sendRateLimit(deps.config.messagesPerMinute),
    },
    async (request) => service.sendBulk(deps, currentUser(request), request.body),
  );
  r.post(
    '/client/updateDetails',
    { schema: { ...doc('Set a client’s next and previous session'), body: updateDetailsSchema } },
    async (request) => service.updateDetails(deps, currentUser(request), request.body),
  );
  r.post(
    '/client/updateSession',
    { schema: { ...doc('Set a client’s next session'), body: updateSessionSchema } },
    async (request) => service.updateSession(deps, currentUser(request), request.body),
  );
}
