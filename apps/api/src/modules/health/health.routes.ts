import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { AppError } from '#api/lib/errors.ts';
import { loggableError } from '#api/lib/loggable-error.ts';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.health, async ({ request, reply }) => {
    try {
      await deps.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: loggableError(error) }, 'health check: database unreachable');
      // A load balancer or uptime check may ask again shortly, as every 503 says.
      reply.header('retry-after', '1');
      throw new AppError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable.');
    }
    return { status: 'ok' as const, database: deps.dbKind };
  });
}
