import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import type { SignInContext } from '#api/modules/security/sessions.service.ts';
import { chooseDigits, chooseLanguage, login, loginWithCode, me } from './auth.service.ts';
import { changePassword, setOwnPassword } from './password-change.service.ts';

/** Where a sign-in came from, for her list of signed-in devices (issue 18). */
export const signInContext = (request: FastifyRequest): SignInContext => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Sign-in, the session checks and a person's own password. */
export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const loginLimit = {
    rateLimit: { max: deps.config.loginLimits.perIp, timeWindow: deps.config.loginLimits.windowMs },
  };
  // Someone still on a temporary password may check the session and set a new one
  // (docs/product.md, "Temporary passwords"); an admin who must turn on two-factor may
  // too, and then set it up (issue 18).
  const pending = {
    config: { allowPendingPasswordChange: true, allowWithoutTwoFactor: true },
  };

  route(app, endpoints.login, ({ body, request }) => login(deps, body, signInContext(request)), {
    config: loginLimit,
  });
  route(
    app,
    endpoints.loginTwoFactor,
    ({ body, request }) => loginWithCode(deps, body, signInContext(request)),
    { config: loginLimit },
  );
  route(
    app,
    endpoints.protectRoute,
    ({ user }) => ({ email: user.email, role: user.role }),
    pending,
  );
  route(app, endpoints.me, ({ user }) => me(deps, user), pending);
  route(app, endpoints.setLanguage, ({ user, body }) => chooseLanguage(deps, user, body));
  route(app, endpoints.setDigits, ({ user, body }) => chooseDigits(deps, user, body));
  route(
    app,
    endpoints.changePassword,
    ({ user, body, request }) => changePassword(deps, user, body, signInContext(request)),
    {
      config: {
        allowPendingPasswordChange: true,
        allowWithoutTwoFactor: true,
        allowWithoutConsent: true,
        ...loginLimit,
      },
    },
  );
  // The nutritionist profile's Update Password (the spec's /nuts/updatepassword).
  // A password is hers to change before she accepts the privacy notice or after she
  // withdraws consent (issue 18): it keeps her account safe and records nothing about her.
  // Per-IP limit as sign-in's (issue 30): it checks her current password.
  route(
    app,
    endpoints.updatePassword,
    ({ user, body, request }) => setOwnPassword(deps, user, body, signInContext(request)),
    { config: { allowWithoutConsent: true, ...loginLimit } },
  );
}
