import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { handleExotelStatus } from './exotel-status.ts';

/** Exotel's delivery reports of our SMS (issue 36, decision 032). */
export async function exotelRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Exotel posts form fields; this scope reads them as text (64 kB is far above a report).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    route(scope, endpoints.exotelSmsStatus, async ({ request, query }) =>
      handleExotelStatus(deps, query.token, typeof request.body === 'string' ? request.body : ''),
    );
  });
}
