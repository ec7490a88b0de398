import { generateSync } from 'otplib';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import { bearer, type TestUser } from '../helpers/factories.ts';
import { testNow } from '../helpers/test-clock.ts';

/**
 * The code her app would show `stepsAhead` 30-second steps from now. A code is spent once
 * in its window, so each use in a test takes the next step (the server accepts one step
 * either side of its clock).
 */
export const codeFor = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(testNow().getTime() / 1000) + stepsAhead * 30 });

export const post = (t: TestApp, url: string, headers: object, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });

export async function signIn(t: TestApp, person: TestUser) {
  const response = await post(
    t,
    '/api/users/login',
    {},
    {
      email: person.email,
      password: person.password,
      role: person.role,
    },
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ token?: string; twoFactorRequired?: true; challenge?: string }>();
}

/** Turns two-factor on for her: answers the secret and the recovery codes. */
export async function turnOn(t: TestApp, headers: object) {
  const setup = await post(t, '/api/me/two-factor/setup', headers);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await post(t, '/api/me/two-factor/enable', headers, { code: codeFor(secret) });
  expect(enable.statusCode).toBe(200);
  return { secret, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

export const headersOf = (answer: { token?: string }) => bearer(answer.token ?? '');
