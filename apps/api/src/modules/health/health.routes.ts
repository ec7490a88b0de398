import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { healthOf } from './health.service.ts';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.health, ({ request }) => healthOf(deps, request.log));
}
