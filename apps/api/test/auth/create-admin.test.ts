import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '#api/modules/auth/create-admin.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/** `npm run create-admin`: the first admin of a new practice, made from the command line. */
describe('creating an admin from the command line', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const input = { email: 'Owner@Practice.example', password: 'a-long-password-1', name: 'Meera' };

  it('makes an admin who signs in with that password and sees her name on her profile', async () => {
    expect(await createAdmin(t.db, input)).toEqual({ ok: true, email: 'owner@practice.example' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: input.email, password: input.password, role: 'admin' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().mustChangePassword).toBe(false);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: { authorization: `Bearer ${signIn.json().token}` },
    });
    expect(profile.json()).toMatchObject({ name: 'Meera', email: 'owner@practice.example' });
  });

  it('refuses an email that already has an account, and a password too short', async () => {
    expect(await createAdmin(t.db, input)).toEqual({
      ok: false,
      message: 'owner@practice.example already has an account.',
    });
    const short = await createAdmin(t.db, { ...input, email: 'b@practice.example', password: 'x' });
    expect(short.ok).toBe(false);
  });
});
