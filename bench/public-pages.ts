// Issue 19's targets for the static public pages (decision 022): the JavaScript each page
// loads up front, what its islands fetch once someone uses them, and Lighthouse mobile on
// all four categories with LCP, CLS and TBT. `npm run bench -- --web` runs this part alone.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../e2e/support/chromium.ts';
import { freePort, root, startServer } from './serve.ts';
import { lighthouseScores, upFrontJavaScript, type LighthouseScores } from './web.ts';

type Row = (name: string, value: string, target?: string) => void;

const client = path.join(root, 'apps/web/build/client');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The pages whose up-front script the issue bounds, and by how much (gzip bytes). */
export const SCRIPT_BUDGETS: Array<[page: string, bytes: number]> = [
  ['/', 40_000],
  ['/hi/', 40_000],
  ['/terms', 0],
  ['/blogs/3', 0],
];
export const LIGHTHOUSE_PAGES = ['/', '/hi/', '/calculator', '/blogs/3'];
export const LCP_TARGET_MS = 1200;

/**
 * What a visitor who uses every island of a page downloads in scripts: the page is opened
 * in Chromium, each island is touched, and every script that arrived is counted, gzip
 * from the built file (as the budget counts) and as sent (brotli, precompressed).
 */
export async function islandScripts(base: string, page: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const tab = await browser.newPage();
    const scripts = new Map<string, number>();
    tab.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const sizes = await response.request().sizes();
      scripts.set(new URL(response.url()).pathname, sizes.responseBodySize);
    });
    await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
    await tab.evaluate(() => {
      for (const island of document.querySelectorAll('[data-island] > *'))
        island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(300);
    const files = [...scripts.keys()];
    const gzip = files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length,
      0,
    );
    const sent = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    return { files: files.length, gzipBytes: gzip, sentBytes: sent };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse is noisy on a busy machine (one run's LCP moved 750 → 1050 ms on a page with
 * no script at all): each figure is the median of its own over `runs`.
 */
async function medianLighthouse(url: string, runs: number): Promise<LighthouseScores> {
  const all: LighthouseScores[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await lighthouseScores(url));
  const median = (key: keyof LighthouseScores) =>
    all.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(all.length / 2)]!;
  const keys = Object.keys(all[0]!) as Array<keyof LighthouseScores>;
  return Object.fromEntries(keys.map((key) => [key, median(key)])) as unknown as LighthouseScores;
}

export async function publicPageFigures(row: Row, base: string, quick: boolean) {
  const upFront: Record<string, ReturnType<typeof upFrontJavaScript>> = {};
  for (const [page, budget] of SCRIPT_BUDGETS) {
    const js = upFrontJavaScript(page);
    upFront[page] = js;
    row(
      `JS up front ${page} (gzip)`,
      `${js.gzipBytes} bytes in ${js.files} files (brotli, as sent: ${js.brotliBytes})`,
      budget === 0 ? '0 bytes' : `≤ ${kB(budget)}`,
    );
  }
  const islands = await islandScripts(base, '/');
  row(
    '  / with both islands used (gzip)',
    `${kB(islands.gzipBytes)} in ${islands.files} files (as sent: ${kB(islands.sentBytes)})`,
    'on demand',
  );
  const calculator = await islandScripts(base, '/calculator');
  row(
    '  /calculator with its form used (gzip)',
    `${kB(calculator.gzipBytes)} in ${calculator.files} files (as sent: ${kB(calculator.sentBytes)})`,
    'on demand',
  );
  const app = upFrontJavaScript('/login');
  row('JS up front /login, the React app (gzip)', `${kB(app.gzipBytes)} in ${app.files} files`);

  const runs = quick ? 1 : 5;
  const lighthouse: Record<string, LighthouseScores> = {};
  for (const page of quick ? ['/'] : [...LIGHTHOUSE_PAGES, '/login']) {
    const s = await medianLighthouse(`${base}${page}`, page === '/login' ? 1 : runs);
    lighthouse[page] = s;
    row(
      `Lighthouse ${page} (mobile${runs > 1 && page !== '/login' ? `, median of ${runs}` : ''})`,
      `${s.performance}/${s.accessibility}/${s.bestPractices}/${s.seo}, LCP ${s.lcpMs} ms, CLS ${s.cls}, TBT ${s.tbtMs} ms`,
      page === '/login'
        ? 'the app: performance ≥ 95'
        : `100/100/100/100, LCP ≤ ${LCP_TARGET_MS} ms, CLS 0, TBT 0 ms`,
    );
  }
  // Issue 33: the Hindi home carries its texts in its HTML, never more script than English's.
  const hindiScript = upFront['/hi/']?.gzipBytes ?? Infinity;
  const englishScript = upFront['/']?.gzipBytes ?? 0;
  row(
    'JS up front /hi/ against / (gzip)',
    `${hindiScript - englishScript >= 0 ? '+' : ''}${hindiScript - englishScript} bytes`,
    '≤ 0',
  );
  const met =
    hindiScript <= englishScript &&
    SCRIPT_BUDGETS.every(([page, budget]) => (upFront[page]?.gzipBytes ?? Infinity) <= budget) &&
    LIGHTHOUSE_PAGES.filter((page) => lighthouse[page]).every((page) => {
      const s = lighthouse[page]!;
      return (
        s.performance === 100 &&
        s.accessibility === 100 &&
        s.bestPractices === 100 &&
        s.seo === 100 &&
        s.lcpMs <= LCP_TARGET_MS &&
        s.cls === 0 &&
        s.tbtMs === 0
      );
    });
  row('public pages: every target met', met ? 'yes' : 'NO');
  return { upFront, islands: { '/': islands, '/calculator': calculator }, app, lighthouse, met };
}

/** `--web`: the public pages alone, on a server of their own (no data needed). */
export async function benchPublicPages(row: Row, quick: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nourishwell-bench-web-'));
  const server = await startServer({ port: await freePort(), dataDir });
  try {
    return await publicPageFigures(row, server.url, quick);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
