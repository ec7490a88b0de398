/**
 * Turns React Router's prerendered public pages into static pages (decision 022): the
 * HTML React rendered stays as it is, but the framework's scripts and preloads go, and a
 * page with islands gets the islands runtime instead. `/login` and `/hi/login` are not
 * among them: they are the dashboards' app.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HINDI_PUBLIC_PAGES, PUBLIC_PAGES } from '@nourishwell/shared';

export const STATIC_PAGES = [
  ...PUBLIC_PAGES.filter((page) => page !== '/login'),
  ...HINDI_PUBLIC_PAGES.filter((page) => page !== '/hi/login'),
];

// Matches every <script> element but structured data, and every module preload.
const FRAMEWORK_SCRIPT = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*\/?>/gi;

export function staticPageHtml(html: string, runtimeSrc: string): string {
  const bare = html.replace(FRAMEWORK_SCRIPT, '').replace(MODULE_PRELOAD, '');
  if (!bare.includes('data-island=')) return bare;
  return bare.replace('</head>', `<script type="module" src="${runtimeSrc}"></script></head>`);
}

export function pageFile(clientDir: string, page: string): string {
  return path.join(clientDir, page === '/' ? '' : page.slice(1), 'index.html');
}

export function writeStaticPages(clientDir: string, runtimeSrc: string): void {
  for (const page of STATIC_PAGES) {
    const file = pageFile(clientDir, page);
    writeFileSync(file, staticPageHtml(readFileSync(file, 'utf8'), runtimeSrc));
  }
}
