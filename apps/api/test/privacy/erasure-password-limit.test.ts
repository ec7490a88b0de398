import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, createUser, loginAs, TEST_PASSWORD } from '../helpers/factories.ts';

describe('the password that confirms an erasure request', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Three password checks per account in the window, many calls per address.
    t = await buildTestApp({ LOGIN_MAX_PER_EMAIL: '3', LOGIN_MAX_PER_IP: '100' });
  });
  afterAll(() => t.close());

  const askErasure = (headers: Record<string, string>, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/me/erasure',
      remoteAddress,
      headers,
      payload: { password },
    });

  it('counts in her account’s password-check limit, so a stolen session cannot guess her password from many addresses', async () => {
    const meera = await createUser(t.db, 'client');
    const headers = bearer(await loginAs(t.app, meera));
    const guesses = [
      await askErasure(headers, 'guess-one-1', '10.2.0.1'),
      await askErasure(headers, 'guess-two-2', '10.2.0.2'),
      await askErasure(headers, 'guess-three-3', '10.2.0.3'),
    ];
    expect(guesses.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    const limited = await askErasure(headers, TEST_PASSWORD, '10.2.0.4');
    expect(limited.statusCode).toBe(429);
    // The same count guards a password change: no second door to guess through.
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      remoteAddress: '10.2.0.5',
      headers,
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'taken-over-9',
        confirmPassword: 'taken-over-9',
      },
    });
    expect(change.statusCode).toBe(429);
  });

  it('forgets the wrong guesses once she gives her right password', async () => {
    const arjun = await createUser(t.db, 'client');
    const headers = bearer(await loginAs(t.app, arjun));
    expect((await askErasure(headers, 'guess-one-1', '10.3.0.1')).statusCode).toBe(400);
    expect((await askErasure(headers, 'guess-two-2', '10.3.0.2')).statusCode).toBe(400);
    expect((await askErasure(headers, TEST_PASSWORD, '10.3.0.3')).statusCode).toBe(202);
    expect((await askErasure(headers, 'guess-three-3', '10.3.0.4')).statusCode).toBe(400);
    expect((await askErasure(headers, 'guess-four-4', '10.3.0.5')).statusCode).toBe(400);
  });
});
