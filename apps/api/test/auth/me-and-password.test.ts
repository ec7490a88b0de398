import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, createUser, loginAs, TEST_PASSWORD } from '../helpers/factories.ts';

describe('GET /api/users/me, POST /api/users/change-password and role guards', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    // Probe routes: a signed-in route and an admin-only route, as later modules declare them.
    t.app.get('/api/probe/signed-in', { onRequest: t.app.authenticate }, async () => ({
      ok: true,
    }));
    t.app.get('/api/probe/admin', { onRequest: t.app.requireRole('admin') }, async () => ({
      ok: true,
    }));
  });
  afterAll(() => t.close());

  const changePassword = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: bearer(token),
      payload,
    });

  it('tells who is signed in, with the name on their profile', async () => {
    const person = await createUser(t.db, 'nutritionist', { name: 'Asha Menon' });
    const token = await loginAs(t.app, person);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: person.id,
      email: person.email,
      role: 'nutritionist',
      name: 'Asha Menon',
      mustChangePassword: false,
      consentRequired: false,
      consentWithdrawn: false,
      twoFactorRequired: false,
      language: 'en',
      devanagariDigits: false,
    });
  });

  it('answers 401 to /users/me without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 on a route of another role', async () => {
    const client = await createUser(t.db, 'client');
    const token = await loginAs(t.app, client);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/probe/admin',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('lets the right role through a role-guarded route', async () => {
    const admin = await createUser(t.db, 'admin');
    const token = await loginAs(t.app, admin);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/probe/admin',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
  });

  it('holds an account with a temporary password at the password change until it sets one', async () => {
    const fresh = await createUser(t.db, 'client', { mustChangePassword: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: fresh.email, password: TEST_PASSWORD, role: 'client' },
    });
    expect(login.json().mustChangePassword).toBe(true);
    const token = login.json().token as string;

    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/probe/signed-in',
      headers: bearer(token),
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json().mustChangePassword).toBe(true);

    const changed = await changePassword(token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'my-own-password',
      confirmPassword: 'my-own-password',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      mustChangePassword: false,
      user: { email: fresh.email, role: 'client' },
    });
    const through = await t.app.inject({
      method: 'GET',
      url: '/api/probe/signed-in',
      headers: bearer(changed.json().token),
    });
    expect(through.statusCode).toBe(200);
  });

  it('signs in with the new password after a change, and no longer with the old one', async () => {
    const person = await createUser(t.db, 'client');
    const token = await loginAs(t.app, person);
    await changePassword(token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'second-secret',
      confirmPassword: 'second-secret',
    });
    const oldOne = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: person.email, password: TEST_PASSWORD, role: 'client' },
    });
    expect(oldOne.statusCode).toBe(401);
    expect(await loginAs(t.app, { ...person, password: 'second-secret' })).toBeTruthy();
  });

  it.each([
    [
      { currentPassword: TEST_PASSWORD, newPassword: '', confirmPassword: '' },
      'Please fill in both fields.',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'abcdefg', confirmPassword: 'abcdefh' },
      'Passwords do not match.',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'abc', confirmPassword: 'abc' },
      'Password must be at least 6 characters long.',
    ],
    [
      { currentPassword: 'not-it', newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
      'Your current password is not correct.',
    ],
    [
      {
        currentPassword: TEST_PASSWORD,
        newPassword: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      },
      'Your new password must differ from your current one.',
    ],
  ])('refuses a password change %# with 400 and the message', async (payload, message) => {
    const person = await createUser(t.db, 'nutritionist');
    const token = await loginAs(t.app, person);
    const response = await changePassword(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 401 to a password change without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      payload: { currentPassword: 'a', newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
    });
    expect(response.statusCode).toBe(401);
  });
});
