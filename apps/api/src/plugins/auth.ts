import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages, type Role } from '@nourishwell/shared';
import type { AppDeps } from '../app-deps.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { findUserById } from '../modules/auth/auth.repository.ts';

export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  mustChangePassword: boolean;
}

type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, set by `authenticate`; null on public routes. */
    auth: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Reachable while the account still has to replace its temporary password (D4). */
    allowPendingPasswordChange?: boolean;
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
 * Verifies the bearer token and loads the account on every protected request, so a
 * token stops working the moment its password changes (token version) or its account
 * is removed.
 */
async function resolveUser(deps: AppDeps, request: FastifyRequest): Promise<AuthUser> {
  const token = bearerToken(request);
  const claims = token ? deps.tokens.verify(token) : null;
  if (!claims) throw unauthorized(messages.generic.unauthorized);
  // Kept until the users table changes (decision 005): the look-up was most of the cost
  // of a cached answer, and a password change or removal still ends the token at once.
  const user = await deps.readCache.remember(`user:${claims.userId}`, () =>
    findUserById(deps.db, claims.userId),
  );
  if (!user || user.tokenVersion !== claims.tokenVersion || user.role !== claims.role) {
    throw unauthorized(messages.generic.unauthorized);
  }
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    mustChangePassword: user.mustChangePassword,
  };
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

/** The signed-in person on a route guarded by authenticate/requireRole. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized(messages.generic.unauthorized);
  return request.auth;
}
