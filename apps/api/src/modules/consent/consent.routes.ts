import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './consent.service.ts';

/** Issue 18: the privacy notice's facts and her consent log. */
export async function consentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.privacyNotice, () => service.privacyNotice(deps));
  // Accepting is the write that lifts the gate; a pending two-factor set-up stops neither.
  const open = { config: { allowWithoutConsent: true, allowWithoutTwoFactor: true } };
  route(app, endpoints.myConsents, ({ user }) => service.myConsents(deps, user.id), open);
  route(app, endpoints.acceptConsent, ({ actor }) => service.acceptConsent(deps, actor), open);
}
