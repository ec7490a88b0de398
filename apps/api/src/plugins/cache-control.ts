import type { FastifyInstance, FastifyRequest } from 'fastify';

const NO_STORE = 'no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The built web app's files, by their path inside the build. Vite puts a content hash in
 * every name under assets/ and islands/ (decision 022), so those never change: a year,
 * immutable. Everything else is asked again on each use (`no-cache`): the pages, and
 * above all the service worker (`sw.js`) and the app manifest, whose names never change —
 * a browser holding an old copy would keep the old app after a deployment (decision 016).
 */
export function builtFileCacheControl(relativePath: string): string {
  const folder = relativePath.split(/[\\/]/)[0];
  return folder === 'assets' || folder === 'islands' ? IMMUTABLE : REVALIDATE;
}

function carriesToken(request: FastifyRequest): boolean {
  return /^bearer\s/i.test(request.headers.authorization ?? '');
}

/**
 * Private answers must not be kept by a browser's cache or a proxy (a shared family
 * computer, an office proxy): any answer to a request that carried a bearer token, and
 * every API answer whose route did not choose its own caching, is `no-store`. Photos
 * (random names, fetched by <img> without a token) and the built app's files keep theirs.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (carriesToken(request) || (isApi && !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', NO_STORE);
    }
    done(null, payload);
  });
}
