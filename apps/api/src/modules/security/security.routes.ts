import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { listSessions, logout, signOutDevice, signOutOthers } from './sessions.service.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setUpTwoFactor,
  twoFactorStatus,
} from './two-factor.service.ts';

/**
 * Issue 18, account security. Every call here stays open before the privacy notice is
 * accepted, and to an admin who must still turn on two-factor: securing an account, or
 * leaving it, is never blocked.
 */
const open = {
  config: {
    allowWithoutConsent: true,
    allowWithoutTwoFactor: true,
    allowPendingPasswordChange: true,
  },
};
/** Turning two-factor off or renewing codes is for an account already past those gates. */
const consentFree = { config: { allowWithoutConsent: true } };

export async function securityRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.logout, ({ user }) => logout(deps, user), open);
  route(app, endpoints.deviceSessions, ({ user }) => listSessions(deps, user), open);
  route(
    app,
    endpoints.signOutDevice,
    ({ user, params }) => signOutDevice(deps, user, params.id),
    open,
  );
  route(app, endpoints.signOutOtherDevices, ({ user }) => signOutOthers(deps, user), open);

  route(app, endpoints.twoFactorStatus, ({ user }) => twoFactorStatus(deps, user), open);
  route(app, endpoints.twoFactorSetup, ({ user }) => setUpTwoFactor(deps, user), open);
  route(
    app,
    endpoints.twoFactorEnable,
    ({ user, body }) => enableTwoFactor(deps, user, body.code),
    open,
  );
  route(
    app,
    endpoints.twoFactorDisable,
    ({ user, body }) => disableTwoFactor(deps, user, body),
    // A password check: limited like sign-in, so a stolen token cannot guess it.
    {
      config: {
        ...consentFree.config,
        rateLimit: {
          max: deps.config.loginLimits.perIp,
          timeWindow: deps.config.loginLimits.windowMs,
        },
      },
    },
  );
  route(
    app,
    endpoints.twoFactorRecoveryCodes,
    ({ user, body }) => regenerateRecoveryCodes(deps, user, body.code),
    consentFree,
  );
}
