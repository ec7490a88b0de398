import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatMessageSchema,
  conversationPairSchema,
  conversationSchema,
  markReadSchema,
  threadQuerySchema,
  unreadCountSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.ts';
import { sendJsonText } from '../../http/json-text.ts';
import { currentUser } from '../../http/current-user.ts';
import * as service from './messages.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Reading chat (§2.15, §2.19, D10): both people of a conversation, nobody else. */
export async function messagesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', app.requireRole('nutritionist', 'client'));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({
    tags: ['messages'],
    summary,
    security: bearerSecurity,
  });

  for (const path of ['/nuts/messagesFromNut', '/nuts/messagesFromClient']) {
    r.post(
      path,
      {
        schema: {
          ...doc('The whole conversation between nId and cId, oldest first'),
          body: conversationPairSchema,
          response: { 200: z.array(chatMessageSchema), ...errors },
        },
      },
      async (request) => service.pairThread(deps, currentUser(request), request.body),
    );
  }
  r.get(
    '/messages/conversations',
    {
      schema: {
        ...doc('Her conversations, most recent first, with the last message and unread count'),
        response: { 200: z.array(conversationSchema), ...errors },
      },
    },
    // JSON text from PostgreSQL, sent as it is (a string is not serialised again).
    async (request, reply) =>
      sendJsonText(reply, await service.conversations(deps, currentUser(request))),
  );
  r.get(
    '/messages/thread',
    {
      schema: {
        ...doc('One page of a conversation, newest first (before: a message id)'),
        querystring: threadQuerySchema,
        response: { 200: z.array(chatMessageSchema), ...errors },
      },
    },
    async (request) => service.thread(deps, currentUser(request), request.query),
  );
  r.post(
    '/messages/read',
    {
      schema: {
        ...doc('Mark read what the other person sent her'),
        body: markReadSchema,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => service.markRead(deps, currentUser(request), request.body.with),
  );
  r.get(
    '/messages/unread',
    {
      schema: {
        ...doc('How many messages sent to her are unread'),
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => service.unread(deps, currentUser(request)),
  );
}
