import type { FastifyInstance } from 'fastify';
import {
  adminMessages,
  clientAddSchema,
  endpoints,
  missingClientFields,
  nutritionistClientAddSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { parseBody, type IssueDetail } from '#api/http/parse-body.ts';
import { route } from '#api/http/route.ts';
import { badRequest } from '#api/lib/errors.ts';
import * as service from './clients.service.ts';

/**
 * The admin's Add Client refused: §5's 'Required fields are missing.' when a required field
 * is, each field's own "<Label> is required" in the details; else the first field's message.
 */
const addClientSummary = (details: IssueDetail[]) =>
  missingClientFields((field) => details.find((d) => d.path === field)?.message).length > 0
    ? adminMessages.requiredMissing
    : undefined;

/** The admin's client calls of §7, and POST /client/add for both of its callers. */
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
  route(app, endpoints.adminDeleteClientByPost, ({ actor, params, query, body }) => {
    const id = params.id ?? query.id ?? body?.id;
    if (!id) throw badRequest('Give the id of the client to delete.');
    return service.deleteClient(deps, actor, id, body?.email);
  });
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
}
