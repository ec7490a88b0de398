import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { TEST_PASSWORD } from '../helpers/factories.ts';
import { tokensForRoles } from '../helpers/roles.ts';

describe('private answers are never cached (Cache-Control: no-store)', () => {
  let t: TestApp;
  let as: Awaited<ReturnType<typeof tokensForRoles>>;

  beforeAll(async () => {
    t = await buildTestApp();
    as = await tokensForRoles(t.app, t.db);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('marks every answer to a request with a bearer token no-store, refusals included', async () => {
    const me = as.nutritionist.user;
    const answers = [
      await get(`/api/nuts/id?id=${me.id}`, as.nutritionist.headers),
      await get(`/api/nuts/id?id=${me.id}`, as.admin.headers),
      await get('/api/no-such-thing', as.client.headers),
      await get('/sitemap.xml', as.client.headers),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 403, 404, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('marks the sign-in answer (it carries the token) and other API answers no-store', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: as.client.user.email, password: TEST_PASSWORD, role: 'client' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await get('/api/health')).headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers without a token their own caching', async () => {
    expect((await get('/sitemap.xml')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

/** The files of a built app whose names never change, next to a hashed asset. */
function builtAppWithServiceWorker(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nw-web-pwa-'));
  writeFileSync(path.join(dir, '__spa-fallback.html'), '<!doctype html><p>spa shell</p>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"NourishWell"}');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/entry.client-9f8e7d.js'), 'console.log(1)');
  return dir;
}

describe('a new deployment of the installable app takes over (decision 016)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST_DIR: builtAppWithServiceWorker() });
  });
  afterAll(() => t.close());

  it('has the browser ask for the service worker and the app manifest again on every use', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('still keeps the hashed scripts for a year, as they never change', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/entry.client-9f8e7d.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the manifest as a web app manifest', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });
});
