import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import {
  errorBodySchema,
  type EndpointAnswer,
  type EndpointDef,
  type ParsedPart,
} from '@nourishwell/shared';
import type { Actor } from '#api/modules/audit/actor.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Issue 18: logs a read of a client's health records (decorated in app.ts); route()
     * calls it for an entry with `records` once the answer is a success.
     */
    recordRead: (actor: Actor, type: string, subject: number) => Promise<void>;
    /**
     * Issue 30: refuses (409) a staff read of a client's health records after she withdrew
     * consent (decorated in app.ts); route() calls it for an entry with `records` before
     * the handler runs.
     */
    checkRecordRead: (reader: Actor, type: string, subject: number) => Promise<void>;
  }
}

/** The client's id where the entry's `records.subject` says it is ('params.clientId'). */
function subjectOf(request: FastifyRequest, where: string): number | undefined {
  const [part, key] = where.split('.') as ['params' | 'query', string];
  const value = (request[part] as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** What a handler gets: the validated parts, the signed-in person, and the raw pair. */
export interface Call<E extends EndpointDef> {
  params: ParsedPart<E, 'params'>;
  query: ParsedPart<E, 'query'>;
  body: E extends { form: true } ? undefined : ParsedPart<E, 'body'>;
  /** The signed-in person; null only on public calls. */
  user: E['access'] extends 'public' ? AuthUser | null : AuthUser;
  /** The same person with the request's address, for audit rows. */
  actor: E['access'] extends 'public' ? Actor | null : Actor;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends EndpointDef> = (
  call: Call<E>,
) => Promise<EndpointAnswer<E> | FastifyReply> | EndpointAnswer<E> | FastifyReply;

/** Route options an entry does not describe: rate limits, config flags, body limits. */
export type RouteExtras = Pick<
  RouteShorthandOptions,
  'config' | 'bodyLimit' | 'validatorCompiler' | 'preValidation' | 'preHandler'
>;

function guard(app: FastifyInstance, entry: EndpointDef) {
  if (entry.access === 'public') return undefined;
  if (entry.access === 'signedIn') return app.authenticate;
  return app.requireRole(...entry.access);
}

/**
 * Registers an endpoint table entry: its paths, who may call it (checked before the body
 * is read), its validation and its OpenAPI text all come from the entry; the module gives
 * only the handler. The one way a route is added (docs/architecture.md).
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  entry: E,
  handler: Handler<E>,
  extras: RouteExtras = {},
): void {
  const status = entry.status ?? 200;
  const onRequest = guard(app, entry);
  const schema = {
    tags: [...entry.tags],
    summary: entry.summary,
    ...(entry.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body && !entry.form ? { body: entry.body } : {}),
    ...(entry.form ? { consumes: ['multipart/form-data'] } : {}),
    ...(entry.produces ? { produces: [...entry.produces] } : {}),
    ...(entry.hidden ? { hide: true } : {}),
    // Errors are documented for every entry; the success answer only for JSON ones (a
    // file or an event stream answers itself).
    response: {
      ...(entry.response ? { [status]: entry.response } : {}),
      ...Object.fromEntries(entry.errors.map((code) => [code, errorBodySchema])),
    },
  };
  for (const url of [entry.path, ...(entry.aliases ?? [])]) {
    const options: RouteOptions = {
      ...extras,
      method: entry.method,
      url,
      schema,
      ...(onRequest ? { onRequest } : {}),
      handler: async (request, reply) => {
        const subject = entry.records && subjectOf(request, entry.records.subject);
        const reader = request.auth && {
          id: request.auth.id,
          role: request.auth.role,
          ip: request.ip,
        };
        if (entry.records && reader && subject !== undefined) {
          await app.checkRecordRead(reader, entry.records.type, subject);
        }
        const answer = await handler({
          params: request.params,
          query: request.query,
          body: entry.form ? undefined : request.body,
          user: request.auth,
          actor: reader,
          request,
          reply,
        } as Call<E>);
        // Logged before the answer goes out, so a reader's access log already shows it.
        if (entry.records && reader && subject !== undefined && reply.statusCode < 400) {
          await app.recordRead(reader, entry.records.type, subject);
        }
        // A handler that answered itself (JSON text built by SQL, a file) returns the reply.
        if (answer === reply || reply.sent) return reply;
        reply.status(status);
        if (entry.paged) {
          const { rows, total } = answer as { rows: unknown; total: number };
          reply.header('x-total-count', String(total));
          return rows;
        }
        return answer;
      },
    };
    app.route(options);
  }
}
