// The web budgets: JavaScript a page loads up front, each app route's own chunks,
// and Lighthouse (mobile emulation, the default) against the machine's Chromium.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium.ts';
import { root } from './serve.ts';

const client = path.join(root, 'apps/web/build/client');
const read = (file: string) => readFileSync(path.join(client, file.replace(/^\//, '')));
const gzipBytes = (file: string) => gzipSync(read(file), { level: 9 }).length;

/** The built HTML file of a page: '/' → index.html, '/terms' → terms/index.html. */
const htmlOf = (page: string) =>
  readFileSync(path.join(client, page === '/' ? '' : page.slice(1), 'index.html'), 'utf8');

/**
 * Every script a built page loads up front — `<script src>`, module preloads, and what an
 * inline module script imports — gzip-compressed (the budget's measure), with the brotli
 * figure the server actually sends (precompressed) and the largest files, so a change in
 * the total can be traced.
 */
export function upFrontJavaScript(page: string) {
  const html = htmlOf(page);
  const files = new Set<string>();
  const pattern =
    /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"|import\(["']([^"']+\.js)["']\)|from ["']([^"']+\.js)["']/g;
  for (const match of html.matchAll(pattern)) {
    const file = match[1] ?? match[2] ?? match[3];
    if (file) files.add(file);
  }
  const sizes = [...files]
    .map((file) => ({
      file: path.basename(file),
      gzipBytes: gzipBytes(file),
      brotliBytes: brotliCompressSync(read(file)).length,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (key: 'gzipBytes' | 'brotliBytes') => sizes.reduce((n, s) => n + s[key], 0);
  return {
    files: files.size,
    gzipBytes: sum('gzipBytes'),
    brotliBytes: sum('brotliBytes'),
    largest: sizes.slice(0, 3),
  };
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/**
 * Per page: gzip bytes of the chunks it loads beyond the entry and its parent layouts,
 * i.e. what opening that page adds once the app shell is there.
 */
export function routeChunks(): Array<{ route: string; gzipBytes: number }> {
  const assets = path.join(client, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) return [];
  const text = readFileSync(path.join(assets, file), 'utf8');
  const manifest = JSON.parse(
    text.slice(text.indexOf('=') + 1).replace(/;\s*$/, ''),
  ) as RouteManifest;
  const chunksOf = (route: ManifestRoute) => [route.module, ...(route.imports ?? [])];
  const inherited = (route: ManifestRoute): Set<string> => {
    const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
    const above = parent
      ? inherited(parent)
      : new Set([manifest.entry.module, ...manifest.entry.imports]);
    if (parent) for (const chunk of chunksOf(parent)) above.add(chunk);
    return above;
  };
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  return Object.values(manifest.routes)
    .filter((route) => !parents.has(route.id))
    .map((route) => {
      const above = inherited(route);
      return {
        route: route.id,
        gzipBytes: chunksOf(route)
          .filter((chunk) => !above.has(chunk))
          .reduce((sum, chunk) => sum + gzipBytes(chunk), 0),
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Playwright starts its browser headless by itself; chrome-launcher, for Lighthouse, does not. */
const chromeFlags = ['--headless=new', ...chromiumFlags];

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    };
  } finally {
    chrome.kill();
  }
}
