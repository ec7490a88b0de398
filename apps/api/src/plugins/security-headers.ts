import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

function htmlFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/**
 * The prerendered pages carry small inline scripts (React Router's hydration context).
 * Rather than allow every inline script, we allow exactly those, by hash, read from the
 * built HTML at start-up.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
  for (const file of htmlFiles(distDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(inlineScript)) {
      const body = match[1];
      if (body) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

const HSTS_SECONDS = 31_536_000;

/**
 * The built app's scripts and styles. They are never documents, so a page policy on them
 * does nothing, while its 1.3 kB of script hashes rode on each of the 25 files the landing
 * page loads (HTTP/1.1 does not compress headers): they get the two headers that matter.
 */
const BUILT_SCRIPT_OR_STYLE = /^\/assets\/[\w.-]+\.(?:js|css)(?:\?|$)/;

/**
 * Helmet's headers on every other answer. The middleware is built once: @fastify/helmet
 * rebuilt it (parsing the whole policy again) on every request, which was a tenth of the
 * server's time per API call under load (bench, issue 8).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { distDir: string; https: boolean },
): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(options.distDir)],
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
