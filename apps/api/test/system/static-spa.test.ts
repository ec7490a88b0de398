import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const inlineScript = 'window.__context = {"page":"home"};';
const loginScript = 'window.__context = {"page":"login"};';
const shellScript = 'window.__context = {"page":"shell"};';
const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** A miniature of what `react-router build` writes to build/client. */
function fixtureBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nw-web-build-'));
  const page = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `<!doctype html><html><body>${body}</body></html>`);
  };
  page('index.html', `home<script>${inlineScript}</script>`);
  page('login/index.html', `login page<script>${loginScript}</script>`);
  page('terms/index.html', 'terms<script type="module" src="/islands/islands-4d5e6f.js"></script>');
  page('hi/index.html', 'मुख्य पेज');
  page('404/index.html', 'page not found');
  page('hi/404/index.html', 'पेज नहीं मिला');
  page('__spa-fallback.html', `spa shell<script>${shellScript}</script>`);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/app-1a2b3c.js'), 'console.log(1)');
  mkdirSync(path.join(dir, 'islands'));
  writeFileSync(path.join(dir, 'islands/islands-4d5e6f.js'), 'console.log(2)');
  return dir;
}

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST_DIR: fixtureBuild(), APP_URL: 'https://care.example.in/' });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves prerendered pages by path, never cached', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('home');
    expect(home.headers['cache-control']).toBe('no-cache');
    const login = await get('/login');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('login page');
    expect((await get('/login/')).body).toContain('login page');
  });

  it('allows each page exactly its own inline scripts in the CSP, and a static page none', async () => {
    const scriptSrc = async (url: string) =>
      /script-src ([^;]*)/.exec(String((await get(url)).headers['content-security-policy']))?.[1];
    expect((await scriptSrc('/'))?.trim()).toBe(`'self' ${hashOf(inlineScript)}`);
    expect((await scriptSrc('/login'))?.trim()).toBe(`'self' ${hashOf(loginScript)}`);
    expect((await scriptSrc('/terms'))?.trim()).toBe("'self'");
    expect((await scriptSrc('/dashboard/client'))?.trim()).toBe(`'self' ${hashOf(shellScript)}`);
    for (const url of ['/', '/terms', '/login', '/dashboard'])
      expect(await scriptSrc(url), url).not.toContain('unsafe-inline');
  });

  it('points every prerendered page at speculation rules that prerender /login on hover', async () => {
    for (const url of ['/', '/terms', '/login'])
      expect((await get(url)).headers['speculation-rules'], url).toBe('"/speculation-rules.json"');
    expect((await get('/dashboard')).headers['speculation-rules']).toBeUndefined();
    const rules = await get('/speculation-rules.json');
    expect(rules.statusCode).toBe(200);
    expect(rules.headers['content-type']).toMatch(/^application\/speculationrules\+json/);
    expect(rules.json().prerender[0]).toMatchObject({
      where: { href_matches: '/login' },
      eagerness: 'moderate',
    });
  });

  it('prerenders the Hindi sign-in page on hover too, and fetches neither sign-in page ahead', async () => {
    const rules = (await get('/speculation-rules.json')).json();
    expect(rules.prerender[1]).toMatchObject({
      where: { href_matches: '/hi/login' },
      eagerness: 'moderate',
    });
    expect(JSON.stringify(rules.prefetch)).toContain('"not":{"href_matches":["/login","/hi/login"');
  });

  it('names each page’s English and Hindi versions by absolute address in a Link header', async () => {
    const expected =
      '<https://care.example.in/>; rel="alternate"; hreflang="en", ' +
      '<https://care.example.in/hi/>; rel="alternate"; hreflang="hi", ' +
      '<https://care.example.in/>; rel="alternate"; hreflang="x-default"';
    for (const url of ['/', '/hi', '/hi/'])
      expect((await get(url)).headers.link, url).toBe(expected);
    expect((await get('/terms')).headers.link).toContain(
      '<https://care.example.in/hi/terms>; rel="alternate"; hreflang="hi"',
    );
    for (const url of ['/dashboard', '/hi/nowhere', '/404'])
      expect((await get(url)).headers.link, url).toBeUndefined();
  });

  describe('a visitor arriving from elsewhere', () => {
    const arrive = (url: string, headers: Readonly<Record<string, string>>) =>
      t.app.inject({ method: 'GET', url, headers });
    const hindiFirst = { 'accept-language': 'hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7' };

    it('is sent to the Hindi page when her browser asks for Hindi first, with her query', async () => {
      const home = await arrive('/', hindiFirst);
      expect(home.statusCode).toBe(302);
      expect(home.headers.location).toBe('/hi/');
      expect(home.headers.vary).toBe('Accept-Language, Referer');
      const terms = await arrive('/terms?from=whatsapp', {
        ...hindiFirst,
        referer: 'https://www.google.com/',
      });
      expect(terms.headers.location).toBe('/hi/terms?from=whatsapp');
      // Tamil first, then Hindi: the Hindi page is the nearer one.
      expect((await arrive('/', { 'accept-language': 'ta-IN,ta;q=0.9,hi;q=0.8' })).statusCode).toBe(
        302,
      );
    });

    it('stays on the page she chose from this site, in English for an English browser, and never leaves Hindi', async () => {
      const fromHindi = await arrive('/', { ...hindiFirst, referer: 'http://localhost:80/hi/' });
      expect(fromHindi.statusCode).toBe(200);
      expect(fromHindi.body).toContain('home');
      expect(fromHindi.headers.vary).toMatch(/^Accept-Language, Referer\b/);
      const fromServed = await arrive('/', {
        ...hindiFirst,
        referer: 'https://care.example.in/hi/terms',
      });
      expect(fromServed.statusCode).toBe(200);
      for (const headers of [{ 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' }, {}] as Record<
        string,
        string
      >[])
        expect((await arrive('/', headers)).statusCode).toBe(200);
      const hindi = await arrive('/hi/', { 'accept-language': 'en-GB' });
      expect(hindi.statusCode).toBe(200);
      expect(hindi.body).toContain('मुख्य पेज');
      expect(hindi.headers.vary ?? '').not.toContain('Accept-Language');
      // The sign-in page is in Hindi too; a page in English only is served as it is.
      expect((await arrive('/404', hindiFirst)).statusCode).toBe(404);
    });
  });

  it('keeps the islands a year, as their names carry their content hash', async () => {
    const island = await get('/islands/islands-4d5e6f.js');
    expect(island.statusCode).toBe(200);
    expect(island.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(island.headers['x-content-type-options']).toBe('nosniff');
    expect(island.headers['content-security-policy']).toBeUndefined();
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const asset = await get('/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends scripts with nosniff and a same-origin resource policy, without the page policy', async () => {
    const asset = await get('/assets/app-1a2b3c.js');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    // Pages and anything else under /assets keep the whole set.
    expect((await get('/')).headers['content-security-policy']).toBeDefined();
    expect((await get('/assets/missing.svg')).headers['content-security-policy']).toBeDefined();
  });

  it('serves the app shell with 200 for dashboard routes', async () => {
    for (const url of [
      '/dashboard',
      '/dashboard/admin',
      '/dashboard/client/messages',
      '/change-password',
      '/resetpassword',
      '/hi/resetpassword',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('spa shell');
    }
  });

  it('answers an unknown page with status 404 and the not-found page', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('page not found');
  });

  it('answers an unknown address under /hi with 404 and the Hindi not-found page', async () => {
    const response = await get('/hi/nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('पेज नहीं मिला');
    expect((await get('/hi/404')).statusCode).toBe(404);
    expect((await get('/nowhere')).body).toContain('page not found');
  });

  it('answers an unknown blog with 404 and the app shell, which renders its own message', async () => {
    for (const url of ['/blogs/99', '/hi/blogs/99']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('spa shell');
    }
  });

  it('answers a missing file and a non-GET request with a plain 404', async () => {
    const missing = await get('/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/plain/);
    const post = await t.app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
  });

  it('still answers unknown API routes with JSON', async () => {
    const response = await get('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
