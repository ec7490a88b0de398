import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { sendJsonText } from '#api/http/json-text.ts';
import { route } from '#api/http/route.ts';
import * as service from './today.service.ts';

/** The nutritionist's "Today" (issue 36): her sessions and the clients who need her. */
export async function todayRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.today, async ({ user, query, reply }) =>
    sendJsonText(reply, await service.todayJson(deps, user, query)),
  );
  route(app, endpoints.markToday, ({ user, body }) => service.markToday(deps, user, body));
  route(app, endpoints.unmarkToday, ({ user, params }) => service.unmarkToday(deps, user, params));
}
