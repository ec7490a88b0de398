import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './contacts.service.ts';

/** Issue 30: a client verifies her phone or email with a code sent to it. */
export async function contactsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Open after a withdrawal too: proving her phone lets her erasure reach her payment
  // requests and enquiries, which serves her rights rather than new processing.
  const open = { config: { allowWithoutConsent: true } };
  route(app, endpoints.verifiedContacts, ({ user }) => service.verifiedContacts(deps, user));
  route(
    app,
    endpoints.sendContactCode,
    ({ user, params }) => service.sendCode(deps, user, params.contact),
    open,
  );
  route(
    app,
    endpoints.confirmContactCode,
    ({ user, params, body }) => service.confirmCode(deps, user, params.contact, body.code),
    open,
  );
}
