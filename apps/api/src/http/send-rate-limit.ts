import type { FastifyRequest } from 'fastify';
import { currentUser } from './current-user.ts';

/**
 * Route config for chat sends: counted per signed-in person, after the token check (so the
 * key is the user, not a shared office IP), over one minute.
 */
export function sendRateLimit(perMinute: number) {
  return {
    rateLimit: {
      max: perMinute,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `send:${currentUser(request).id}`,
    },
  };
}
