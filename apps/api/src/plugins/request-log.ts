import type { FastifyInstance } from 'fastify';

/**
 * One log line per request instead of Fastify's two ("incoming", "completed"). API calls
 * are logged at `info`; pages and built files at `debug`, because a page load fetches
 * dozens of them and they would drown the calls that matter. The query string is left
 * out: it can hold an email address (`/nuts/email?email=`) or other personal data.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const path = request.url.split('?', 1)[0] ?? request.url;
    const level = path.startsWith('/api/') ? 'info' : 'debug';
    const ms = Math.round(reply.elapsedTime);
    request.log[level](
      { method: request.method, path, status: reply.statusCode, ms },
      `${request.method} ${path} ${reply.statusCode} ${ms} ms`,
    );
    done();
  });
}
