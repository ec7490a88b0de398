import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { codeFor, headersOf, post, signIn, turnOn } from './two-factor-helpers.ts';

describe('REQUIRE_ADMIN_2FA=1', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ REQUIRE_ADMIN_2FA: '1' });
    admin = await createUser(t.db, 'admin');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: object) =>
    t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });

  it('answers 403 TWO_FACTOR_REQUIRED to an admin without it, except on the allowed calls', async () => {
    const headers = headersOf(await signIn(t, admin));
    const blocked = await get('/api/admin/counts', headers);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('TWO_FACTOR_REQUIRED');
    const me = await get('/api/users/me', headers);
    expect(me.statusCode).toBe(200);
    expect(me.json().twoFactorRequired).toBe(true);
    expect((await get('/api/me/sessions', headers)).statusCode).toBe(200);
    expect((await get('/api/me/two-factor', headers)).json().required).toBe(true);

    const { secret } = await turnOn(t, headers);
    expect((await get('/api/admin/counts', headers)).statusCode).toBe(200);
    expect((await get('/api/users/me', headers)).json().twoFactorRequired).toBe(false);
    const off = await post(t, '/api/me/two-factor/disable', headers, {
      password: admin.password,
      code: codeFor(secret, 1),
    });
    expect(off.statusCode).toBe(409);
  });

  it('lets a nutritionist work without two-factor', async () => {
    const asha = await createUser(t.db, 'nutritionist');
    const headers = headersOf(await signIn(t, asha));
    expect((await get('/api/users/me', headers)).json().twoFactorRequired).toBe(false);
    expect((await get('/api/me/two-factor', headers)).json().required).toBe(false);
  });
});
