import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { sendJsonText } from '#api/http/json-text.ts';
import { route } from '#api/http/route.ts';
import * as portal from '#api/modules/portal/portal.service.ts';
import * as service from './caseload.service.ts';

/** A nutritionist's look-ups of §7 (arrays, as the spec's screens read them), limited to herself and her clients. */
export async function caseloadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.selfByEmail, ({ user, query }) =>
    service.findMeByEmail(deps, user, query.email),
  );
  // JSON text from PostgreSQL, sent as it is (a string is not serialised again).
  route(app, endpoints.caseload, async ({ user, query, reply }) =>
    sendJsonText(reply, await service.myClients(deps, user, query.id)),
  );
  route(app, endpoints.caseloadByEmail, async ({ user, query, reply }) =>
    sendJsonText(reply, await service.myClientsByEmail(deps, user, query.email)),
  );
  route(app, endpoints.ownClient, async ({ user, query }) => [
    await service.myClient(deps, user, query.id),
  ]);
  // A client reads her own nutritionist's card here (the spec's client dashboard calls it,
  // and a 403 would sign her out).
  route(app, endpoints.nutritionistById, ({ user, query }) =>
    user.role === 'client'
      ? portal.ownNutritionistById(deps, user, query.id)
      : service.findMeById(deps, user, query.id),
  );
}
