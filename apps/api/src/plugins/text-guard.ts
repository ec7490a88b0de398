import type { FastifyInstance } from 'fastify';
import { assertStorableText } from '#api/lib/unstorable-text.ts';

/**
 * One check for all text that reaches a route: the parsed body, the query and the path
 * parameters, before any schema or handler sees them. It is a hook rather than a zod
 * primitive because many string schemas (and schema-less bodies read with parseBody)
 * would each have to remember it; a hook cannot be forgotten by a new route. Multipart
 * fields are streamed after this hook, so readPhotoForm runs the same check on them.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertStorableText(request.params);
    assertStorableText(request.query);
    assertStorableText(request.body);
  });
}
