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
