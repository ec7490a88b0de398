import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { answerHandshake, handleWhatsappWebhook } from './whatsapp-webhook.ts';

/** The WhatsApp Cloud platform's webhook: its handshake, and its signed posts (issue 36). */
export async function whatsappRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.whatsappHandshake, ({ query, reply }) =>
    reply.type('text/plain; charset=utf-8').send(answerHandshake(deps, query)),
  );
  // The signature is over the bytes as sent: this scope keeps a JSON body as its raw Buffer
  // (as Razorpay's webhook does). The app's 1 MB limit is stated here so it stays so.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    route(
      scope,
      endpoints.whatsappWebhook,
      async ({ request, reply }) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['x-hub-signature-256'];
        const received = await handleWhatsappWebhook(
          deps,
          raw,
          Array.isArray(header) ? header[0] : header,
        );
        return reply.status(200).send(received);
      },
      { bodyLimit: 1024 * 1024 },
    );
  });
}
