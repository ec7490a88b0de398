import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_PAGES } from './static-spa.ts';

function htmlFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

function inlineHashes(file: string): string[] {
  const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
  const hashes = new Set<string>();
  for (const match of readFileSync(file, 'utf8').matchAll(inlineScript)) {
    const body = match[1];
    if (body) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/** '/login' for build/client/login/index.html, '/' for index.html; null for other files. */
function pageOf(distDir: string, file: string): string | null {
  if (path.basename(file) !== 'index.html') return null;
  const folder = path.relative(distDir, path.dirname(file)).split(path.sep).join('/');
  return folder ? `/${folder}` : '/';
}

/**
 * The inline scripts a page may run, by hash, read from the built HTML at start-up: each
 * prerendered page only its own (the static public pages have none, decision 022), and
 * every other address — the dashboards' shell, the not-found page — the rest together.
 */
export function inlineScriptHashes(distDir: string): (url: string) => string[] {
  const byPage = new Map<string, string[]>();
  const rest = new Set<string>();
  for (const file of htmlFiles(distDir)) {
    const page = pageOf(distDir, file);
    const hashes = inlineHashes(file);
    if (page && !NOT_FOUND_PAGES.has(page)) byPage.set(page, hashes);
    else for (const hash of hashes) rest.add(hash);
  }
  const others = [...rest];
  return (url) => {
    const page = (url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    return byPage.get(page) ?? others;
  };
}

const HSTS_SECONDS = 31_536_000;

/**
 * The built app's and the islands' scripts and styles. They are never documents, so a
 * page policy on them does nothing, while its 1.3 kB of script hashes rode on each of the
 * 25 files the landing page loaded (HTTP/1.1 does not compress headers): they get the two
 * headers that matter.
 */
const BUILT_SCRIPT_OR_STYLE = /^\/(?:assets|islands)\/[\w.-]+\.(?:js|css)(?:\?|$)/;

/**
 * Helmet's headers on every other answer. The middleware is built once: @fastify/helmet
 * rebuilt it (parsing the whole policy again) on every request, which was a tenth of the
 * server's time per API call under load (bench, issue 8).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { distDir: string; https: boolean },
): void {
  const hashesFor = inlineScriptHashes(options.distDir);
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [(request) => ["'self'", ...hashesFor(request.url ?? '/')].join(' ')],
        // Style attributes come from React and Radix; no script can run from a style.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only means something when the site is reached over https.
    strictTransportSecurity: options.https
      ? { maxAge: HSTS_SECONDS, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const hsts = `max-age=${HSTS_SECONDS}; includeSubDomains`;
  app.addHook('onRequest', (request, reply, done) => {
    if (BUILT_SCRIPT_OR_STYLE.test(request.url)) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cross-origin-resource-policy', 'same-origin');
      if (options.https) reply.header('strict-transport-security', hsts);
      return done();
    }
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
