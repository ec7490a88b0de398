import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text (built by PostgreSQL) as it is: Fastify does not
 * serialise a string sent as application/json. The typed reply expects the schema's
 * object shape, hence the cast; the route's tests parse the answer with that schema.
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json').send(json as never);
}
