import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../http/route.ts';
import { changePassword, login, me, setOwnPassword } from './auth.service.ts';

/** Sign-in, the session checks and a person's own password. */
export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const loginLimit = {
    rateLimit: { max: deps.config.loginLimits.perIp, timeWindow: deps.config.loginLimits.windowMs },
  };
  // Someone still on a temporary password may check the session and set a new one (D4).
  const pending = { config: { allowPendingPasswordChange: true } };

  route(app, endpoints.login, ({ body }) => login(deps, body), { config: loginLimit });
  route(
    app,
    endpoints.protectRoute,
    ({ user }) => ({ email: user.email, role: user.role }),
    pending,
  );
  route(app, endpoints.me, ({ user }) => me(deps, user), pending);
  // A password is hers to change before she accepts the privacy notice or after she
  // withdraws consent (issue 18): it keeps her account safe, it records nothing about her.
  route(app, endpoints.changePassword, ({ user, body }) => changePassword(deps, user, body), {
    config: { allowPendingPasswordChange: true, allowWithoutConsent: true, ...loginLimit },
  });
  // The nutritionist profile's Update Password (§7 /nuts/updatepassword).
  route(app, endpoints.updatePassword, ({ user, body }) => setOwnPassword(deps, user, body), {
    config: { allowWithoutConsent: true },
  });
}
