import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { englishPathOf, languageVersions, messages, type ErrorBody } from '@nourishwell/shared';
import { requestLanguage, textsFor } from '#api/lib/i18n.ts';
import { answersByArrival, arrivalInHindi } from './arrival-language.ts';
import { builtFileCacheControl } from './cache-control.ts';

/** Routes rendered only in the browser: they get the SPA shell with 200. */
const clientOnlyPrefixes = [
  '/dashboard',
  '/change-password',
  '/consent',
  '/resetpassword',
  '/hi/resetpassword',
];

/** '/login' for build/client/login/index.html, '/' for build/client/index.html. */
function prerenderedPaths(distDir: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(distDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const relative = path.relative(distDir, entry.parentPath).split(path.sep).join('/');
    found.add(relative ? `/${relative}` : '/');
  }
  return found;
}

/**
 * Speculation rules (decision 022) for the prerendered pages, sent by header so that a
 * page without script still has them: on hover or touch (Chrome's `moderate`), /login and
 * /hi/login — the React app — are prerendered, so the app is ready when the visitor signs in, and any
 * other page of the site is fetched ahead. Browsers without speculation rules ignore them.
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
const speculationRules = {
  prerender: [
    { source: 'document', where: { href_matches: '/login' }, eagerness: 'moderate' },
    { source: 'document', where: { href_matches: '/hi/login' }, eagerness: 'moderate' },
  ],
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/login', '/hi/login', '/api/*', '/dashboard*'] } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

function underPrefix(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}

/**
 * A page's language versions as a `Link` header with absolute addresses (what search
 * engines require of `hreflang`); undefined for a page in one language only. In a header,
 * not the HTML, because a page prerendered at build time cannot know where it is served.
 */
export function languageLinks(page: string, appUrl: string): string | undefined {
  const versions = languageVersions(englishPathOf(page));
  if (versions.length === 0) return undefined;
  return versions
    .map(({ hreflang, path }) => `<${appUrl}${path}>; rel="alternate"; hreflang="${hreflang}"`)
    .join(', ');
}

/** The prerendered not-found pages, English and Hindi: never answered as found. */
export const NOT_FOUND_PAGES = new Set(['/404', '/hi/404']);

function sendApiNotFound(reply: FastifyReply) {
  const message = textsFor(requestLanguage(reply.request.headers)).error(messages.generic.notFound);
  const body: ErrorBody = { message, code: 'NOT_FOUND' };
  return reply.status(404).send(body);
}

/**
 * Serves the built web app from the same process: hashed assets cached for a year,
 * HTML never cached, prerendered pages by path, the SPA shell for dashboard routes, and
 * a real 404 status for everything else (decision 022).
 */
export async function registerStaticSpa(
  app: FastifyInstance,
  distDir: string,
  appUrl: string,
): Promise<void> {
  if (!existsSync(path.join(distDir, '__spa-fallback.html'))) {
    app.log.warn({ distDir }, 'web app is not built; serving the API only (run npm run build)');
    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
      underPrefix(request.url.split('?')[0] ?? '', '/api')
        ? sendApiNotFound(reply)
        : reply
            .status(404)
            .type('text/plain')
            .send('The web app is not built yet: run npm run build.'),
    );
    return;
  }
  const pages = prerenderedPaths(distDir);
  app.get(SPECULATION_RULES_PATH, (_request, reply) =>
    reply.type('application/speculationrules+json').send(speculationRules),
  );
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    redirect: false,
    index: false,
    preCompressed: true,
    // Only files are served from here; every extensionless path (pages, folders) goes
    // to the not-found handler below, which knows the pages.
    allowedPath: (pathName) => path.posix.extname(pathName) !== '',
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', builtFileCacheControl(path.relative(distDir, filePath)));
    },
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (underPrefix(url, '/api')) return sendApiNotFound(reply);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || path.posix.extname(url) !== '') {
      return reply.status(404).type('text/plain').send(messages.generic.notFound);
    }
    const page = url.replace(/\/+$/, '') || '/';
    if (pages.has(page) && !NOT_FOUND_PAGES.has(page)) {
      if (answersByArrival(page)) reply.header('vary', 'Accept-Language, Referer');
      const hindi = arrivalInHindi(request, page, appUrl);
      if (hindi) return reply.redirect(hindi, 302);
      reply.header('speculation-rules', `"${SPECULATION_RULES_PATH}"`);
      const links = languageLinks(page, appUrl);
      if (links) reply.header('link', links);
      return reply.sendFile(page === '/' ? 'index.html' : `${page.slice(1)}/index.html`);
    }
    if (clientOnlyPrefixes.some((prefix) => underPrefix(page, prefix))) {
      return reply.sendFile('__spa-fallback.html');
    }
    // A blog id that was not prerendered, in either language: the client route renders its
    // own not-found text; the prerendered /404 page there would not hydrate.
    if (page.startsWith('/blogs/') || page.startsWith('/hi/blogs/'))
      return reply.status(404).sendFile('__spa-fallback.html');
    // The not-found page in the language of the address: Hindi under /hi.
    if (underPrefix(page, '/hi') && pages.has('/hi/404'))
      return reply.status(404).sendFile('hi/404/index.html');
    return reply.status(404).sendFile(pages.has('/404') ? '404/index.html' : '__spa-fallback.html');
  });
}
