import type { FastifyRequest } from 'fastify';
import { messages } from '@nourishwell/shared';
import { unauthorized } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';

/** The signed-in person on a route guarded by authenticate/requireRole. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized(messages.generic.unauthorized);
  return request.auth;
}
