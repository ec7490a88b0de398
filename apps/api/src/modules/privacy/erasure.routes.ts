import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './erasure.service.ts';

/** She may ask for, cancel or cause erasure before accepting or after withdrawing consent. */
const withoutConsent = { config: { allowWithoutConsent: true } };

export async function erasureRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(
    app,
    endpoints.requestErasure,
    ({ user, actor, body }) => service.requestErasure(deps, user, actor, body),
    // A password check: limited like sign-in, so a stolen token cannot guess it.
    {
      config: {
        ...withoutConsent.config,
        rateLimit: {
          max: deps.config.loginLimits.perIp,
          timeWindow: deps.config.loginLimits.windowMs,
        },
      },
    },
  );
  route(app, endpoints.myErasure, ({ user }) => service.myErasure(deps, user));
  route(
    app,
    endpoints.cancelErasure,
    ({ user, actor }) => service.cancelErasure(deps, user, actor),
    withoutConsent,
  );
  route(
    app,
    endpoints.withdrawConsent,
    ({ user, actor }) => service.withdrawConsent(deps, user, actor),
    withoutConsent,
  );
  route(app, endpoints.erasedConversations, ({ user }) => service.erasedConversations(deps, user));
  route(app, endpoints.adminErasures, () => service.adminErasures(deps));
}
