import type { FastifyInstance } from 'fastify';
import {
  adminMessages,
  clientAddSchema,
  endpoints,
  missingClientFields,
  nutritionistClientAddSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { sendJsonText } from '#api/http/json-text.ts';
import { readPhotoForm } from '#api/http/multipart-form.ts';
import { parseBody, type IssueDetail } from '#api/http/parse-body.ts';
import { route } from '#api/http/route.ts';
import * as caseload from './caseload.service.ts';
import * as detail from './client-detail.service.ts';
import * as service from './clients.service.ts';
import * as own from './own-record.service.ts';
import { practiceCounts } from './practice-counts.service.ts';

/**
 * The admin's Add Client refused: the spec's 'Required fields are missing.' when a required field
 * is, each field's own "<Label> is required" in the details; else the first field's message.
 */
const addClientSummary = (details: IssueDetail[]) =>
  missingClientFields((field) => details.find((d) => d.path === field)?.message).length > 0
    ? adminMessages.requiredMissing
    : undefined;

/**
 * Clients: the admin's client calls, pages and stat cards, POST /client/add for both of its
 * callers, the nutritionist's caseload, and a client's own record.
 */
export async function clientsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.adminClients, ({ query }) => service.listClients(deps, query));
  route(app, endpoints.adminCreateClient, ({ actor, body }) =>
    service.createClientFromDialog(deps, actor, body),
  );
  route(app, endpoints.adminUpdateClient, ({ actor, params, body }) =>
    service.updateClient(deps, actor, params.id, body),
  );
  route(app, endpoints.adminDeleteClient, ({ actor, params }) =>
    service.deleteClient(deps, actor, params.id),
  );
  route(app, endpoints.adminDeleteClientByPost, ({ actor, params, query, body }) =>
    service.deleteClientNamed(deps, actor, params.id ?? query.id ?? body?.id, body?.email),
  );
  route(
    app,
    endpoints.addClient,
    ({ actor, body }) =>
      actor.role === 'admin'
        ? service.addClient(deps, actor, parseBody(clientAddSchema, body, addClientSummary))
        : service.addOwnClient(deps, actor, parseBody(nutritionistClientAddSchema, body)),
    // Validated in the handler by the caller's own schema, so each gets its own messages.
    { validatorCompiler: () => (data) => ({ value: data }) },
  );

  route(app, endpoints.adminCounts, () => practiceCounts(deps));
  route(app, endpoints.adminClientDetail, ({ params }) => detail.clientDetail(deps, params.id));
  route(app, endpoints.adminNutritionistDetail, ({ params }) =>
    caseload.nutritionistDetail(deps, params.id),
  );

  // A nutritionist's caseload. JSON text from PostgreSQL, sent as it is (a string is not
  // serialised again).
  route(app, endpoints.caseload, async ({ user, query, reply }) =>
    sendJsonText(reply, await caseload.myClients(deps, user, query.id)),
  );
  route(app, endpoints.caseloadByEmail, async ({ user, query, reply }) =>
    sendJsonText(reply, await caseload.myClientsByEmail(deps, user, query.email)),
  );
  route(app, endpoints.ownClient, async ({ user, query }) => [
    await caseload.myClient(deps, user, query.id),
  ]);
  route(app, endpoints.completedAppointments, ({ user, query }) =>
    caseload.completedAppointments(deps, user, query.id),
  );
  route(app, endpoints.deleteOwnClient, ({ user, actor, body }) =>
    service.deleteOwnClient(deps, user, actor, body),
  );

  // Her own record.
  route(app, endpoints.ownRecord, ({ user, query }) => own.ownRecord(deps, user, query.email));
  route(app, endpoints.updateOwnProfile, async ({ user, request }) => {
    const { fields, photo } = await readPhotoForm(request, 'profilePicture');
    const profile = parseBody(endpoints.updateOwnProfile.body, fields);
    return own.updateOwnProfile(deps, user, profile, photo);
  });
}
