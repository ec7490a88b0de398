import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './progress.service.ts';

/** Weekly weigh-ins, written by the client's own nutritionist. */
export async function progressRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.recordProgress, ({ actor, body }) =>
    service.recordProgress(deps, actor, body),
  );
  route(app, endpoints.progress, ({ user, query }) => service.readProgress(deps, user, query.id));
}
