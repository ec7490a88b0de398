import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { consentMessages, messages, securityMessages, type Role } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { forbidden, unauthorized } from '#api/lib/errors.ts';
import { consentState } from '#api/modules/auth/consent-state.ts';
import {
  noteSessionUse,
  tokenStateOf,
  type TokenState,
} from '#api/modules/security/sessions.service.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import type { TokenClaims } from '#api/lib/tokens.ts';
import { systemClock } from '#api/lib/clock.ts';

export type { AuthUser };

type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, set by `authenticate`; null on public routes. */
    auth: AuthUser | null;
  }
  interface FastifyContextConfig {
    /**
     * Reachable while the account still has to replace its temporary password
     * (docs/product.md, "Temporary passwords").
     */
    allowPendingPasswordChange?: boolean;
    /**
     * Issue 18: a write she may make before accepting the privacy notice or after
     * withdrawing consent (accepting, signing out, asking for erasure, raising a concern).
     */
    allowWithoutConsent?: boolean;
    /** Issue 18: reachable by an admin who must still turn on two-factor sign-in. */
    allowWithoutTwoFactor?: boolean;
  }
  interface FastifyInstance {
    /** An onRequest hook: runs before the body is parsed or validated, so 401/403 come first. */
    authenticate: AuthHook;
    requireRole: (...roles: Role[]) => AuthHook;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Reads never change her data: she may read and export without (or after) consent, and a
 * read's token check may use the kept answer (issue 30).
 */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A session's last use is written at most this often: a busy device writes rarely. */
const TOUCH_EVERY_MINUTES = 10;

const accepts = (state: TokenState | undefined, claims: TokenClaims) =>
  state !== undefined &&
  state.tokenVersion === claims.tokenVersion &&
  state.role === claims.role &&
  state.session?.live === true;

/**
 * Verifies the bearer token and checks it against the account and its session on every
 * protected request, so a token stops working the moment its password changes (token
 * version), its device is signed out (issue 18) or its account is removed. Account and
 * session are kept together until either table changes (decision 005): the look-up was
 * most of the cost of a kept answer.
 */
async function resolveUser(deps: AppDeps, request: FastifyRequest): Promise<AuthUser> {
  const token = bearerToken(request);
  const claims = token ? deps.tokens.verify(token) : null;
  if (!claims) throw unauthorized(messages.generic.unauthorized);
  // A write checks the session in the database itself (issue 30): a kept answer may be a
  // few milliseconds behind a sign-out made through another process (the notification is
  // on its way), and a signed-out token must not change anything. Reads keep the kept
  // answer and accept that window (decision 021).
  const kept = READS.has(request.method);
  let state = await tokenStateOf(deps, claims, kept);
  // A kept answer that refuses a token may only be behind a change made through another
  // process (the token of a password just changed there): ask the database before refusing.
  if (kept && !accepts(state, claims)) state = await tokenStateOf(deps, claims, false);
  if (!state || !accepts(state, claims)) throw unauthorized(messages.generic.unauthorized);
  // lastSeenAt is the database's now(): measured against the real time, not the app's clock.
  if (
    systemClock.now().getTime() - (state.session?.lastSeenAt ?? 0) >
    TOUCH_EVERY_MINUTES * 60_000
  ) {
    await noteSessionUse(deps, claims.sessionId, TOUCH_EVERY_MINUTES);
  }
  return {
    id: state.id,
    email: state.email,
    role: state.role,
    mustChangePassword: state.mustChangePassword,
    sessionId: claims.sessionId,
    twoFactorRequired:
      state.role === 'admin' &&
      deps.config.security.requireAdminTwoFactor &&
      !state.twoFactorEnabled,
    ...consentState(state),
  };
}

/**
 * Issue 18: no write before she accepts the notice in force, none after she withdraws
 * consent, except the routes marked `allowWithoutConsent` (accepting, signing out, asking
 * for erasure or raising a concern, changing a password).
 */
function checkConsent(user: AuthUser, request: FastifyRequest): void {
  if (READS.has(request.method) || request.routeOptions.config.allowWithoutConsent) return;
  if (user.consentWithdrawn) throw forbidden(consentMessages.withdrawn, 'CONSENT_WITHDRAWN');
  if (user.consentRequired) throw forbidden(consentMessages.required, 'CONSENT_REQUIRED');
}

export const authPlugin = fp(
  async (app: FastifyInstance, deps: AppDeps) => {
    app.decorateRequest('auth', null);

    const authenticate = async (request: FastifyRequest, _reply: FastifyReply) => {
      const user = await resolveUser(deps, request);
      if (user.mustChangePassword && !request.routeOptions.config.allowPendingPasswordChange) {
        throw forbidden(
          'Please set a new password before you continue.',
          'PASSWORD_CHANGE_REQUIRED',
        );
      }
      if (user.twoFactorRequired && !request.routeOptions.config.allowWithoutTwoFactor) {
        throw forbidden(securityMessages.twoFactorRequired, 'TWO_FACTOR_REQUIRED');
      }
      checkConsent(user, request);
      request.auth = user;
    };

    app.decorate('authenticate', authenticate);
    app.decorate(
      'requireRole',
      (...roles: Role[]) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          await authenticate(request, reply);
          if (!request.auth || !roles.includes(request.auth.role)) {
            throw forbidden(messages.generic.forbidden);
          }
        },
    );
  },
  { name: 'auth' },
);
