import type { FastifyBaseLogger } from 'fastify';
import type { HealthResponse } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { AppError } from '#api/lib/errors.ts';
import { loggableError } from '#api/lib/loggable-error.ts';
import { pingDatabase } from './health.repository.ts';

/**
 * Up, and on which kind of database, or 503 when the database does not answer (the error
 * handler adds Retry-After to every 503, so an uptime check asks again shortly). The
 * request's own logger keeps the failure beside its request id.
 */
export async function healthOf(
  deps: Pick<AppDeps, 'db' | 'dbKind'>,
  log: FastifyBaseLogger,
): Promise<HealthResponse> {
  try {
    await pingDatabase(deps.db);
  } catch (error) {
    log.error({ err: loggableError(error) }, 'health check: database unreachable');
    throw new AppError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable.');
  }
  return { status: 'ok', database: deps.dbKind };
}
