import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { UserEvent } from '#api/lib/event-bus.ts';
import { route } from '#api/http/route.ts';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events (decision 004): a Server-Sent Events stream of the signed-in person's own
 * `message` and `read` events, authenticated by the same bearer header as every call
 * (the web app reads it with fetch streaming). A comment line every 25 s keeps proxies
 * from closing it; after a drop the browser reconnects and refetches what it shows.
 */
export async function eventsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const open = new Set<ServerResponse>();
  // Streams never end by themselves: end them so a shutdown does not wait for them.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  route(app, endpoints.events, async ({ user: me, request, reply }) => {
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    stream.write(': connected\n\n');
    const send = (event: UserEvent) =>
      stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    const unsubscribe = deps.events.subscribe(me.id, send);
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
    open.add(stream);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(stream);
    });
    return reply;
  });
}
