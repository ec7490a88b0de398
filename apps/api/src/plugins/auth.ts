import { getTableName } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { consentMessages, messages, type Role } from '@nourishwell/shared';
import type { AppDeps } from '../app-deps.ts';
import { users } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { findUserById, type UserRecord } from '../modules/auth/auth.repository.ts';
import { consentState } from '../modules/auth/consent-state.ts';
import type { AuthUser } from '../modules/auth/auth-user.ts';
import type { TokenClaims } from '../lib/tokens.ts';

export type { AuthUser };

type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, set by `authenticate`; null on public routes. */
    auth: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Reachable while the account still has to replace its temporary password (D4). */
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

/** What a token is checked against: the account, without its password hash. */
type TokenAccount = Omit<UserRecord, 'passwordHash'>;

/** A kept account is dropped by any change to the users table. */
const ACCOUNT_TABLES = [getTableName(users)];

async function loadAccount(deps: AppDeps, id: number): Promise<TokenAccount | undefined> {
  const user = await findUserById(deps.db, id);
  if (!user) return undefined;
  const { passwordHash: _passwordHash, ...account } = user;
  return account;
}

const accepts = (account: TokenAccount | undefined, claims: TokenClaims) =>
  account !== undefined &&
  account.tokenVersion === claims.tokenVersion &&
  account.role === claims.role;

/**
 * Verifies the bearer token and checks it against the account on every protected
 * request, so a token stops working the moment its password changes (token version) or
 * its account is removed. The account is kept until the users table changes (decision
 * 005): the look-up was most of the cost of a kept answer.
 */
async function resolveUser(deps: AppDeps, request: FastifyRequest): Promise<AuthUser> {
  const token = bearerToken(request);
  const claims = token ? deps.tokens.verify(token) : null;
  if (!claims) throw unauthorized(messages.generic.unauthorized);
  let account = await deps.readCache.remember(`user:${claims.userId}`, ACCOUNT_TABLES, () =>
    loadAccount(deps, claims.userId),
  );
  // A kept account that refuses a token may only be behind a change made through another
  // process (the token of a password just changed there): ask the database before refusing.
  if (!accepts(account, claims)) account = await loadAccount(deps, claims.userId);
  if (!account || !accepts(account, claims)) throw unauthorized(messages.generic.unauthorized);
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    mustChangePassword: account.mustChangePassword,
    ...consentState(account),
  };
}

/** Reads never change her data, so she may read and export without (or after) consent. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
