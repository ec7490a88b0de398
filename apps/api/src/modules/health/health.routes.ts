import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../http/route.ts';
import { AppError } from '../../lib/errors.ts';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.health, async ({ request }) => {
    try {
      await deps.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable.');
    }
    return { status: 'ok' as const, database: deps.dbKind };
  });
}
