import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '@nourishwell/shared';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../helpers/factories.ts';

describe('POST /api/users/login', () => {
  let t: TestApp;
  const people = {} as Record<(typeof roles)[number], TestUser>;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const role of roles) people[role] = await createUser(t.db, role);
  });
  afterAll(() => t.close());

  const login = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: payload as object });

  it.each(roles)('signs in a %s and answers a token with the email and role', async (role) => {
    const person = people[role];
    const response = await login({ email: person.email, password: TEST_PASSWORD, role });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({ email: person.email, role });
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.mustChangePassword).toBe(false);
  });

  it('treats the email case-insensitively and ignores surrounding spaces', async () => {
    const person = people.client;
    const response = await login({
      email: `  ${person.email.toUpperCase()} `,
      password: TEST_PASSWORD,
      role: 'client',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 "Invalid credentials"', async () => {
    const response = await login({
      email: people.admin.email,
      password: 'wrong-password',
      role: 'admin',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: 'Invalid credentials',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('refuses the right password with the wrong role, exactly like a wrong password', async () => {
    const response = await login({
      email: people.nutritionist.email,
      password: TEST_PASSWORD,
      role: 'admin',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid credentials');
  });

  it('refuses an unknown email with the same 401', async () => {
    const response = await login({
      email: 'nobody@example.test',
      password: TEST_PASSWORD,
      role: 'client',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid credentials');
  });

  it.each(['email', 'password', 'role'])(
    'answers 400 "Please fill in all fields" when %s is missing',
    async (field) => {
      const payload: Record<string, string> = {
        email: people.admin.email,
        password: TEST_PASSWORD,
        role: 'admin',
      };
      delete payload[field];
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Please fill in all fields',
        code: 'VALIDATION_FAILED',
      });
      expect(response.json().details[0].path).toBe(field);
    },
  );

  it('answers 400 "Please fill in all fields" for blank strings', async () => {
    const response = await login({ email: '   ', password: '', role: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please fill in all fields');
  });

  it('answers 400 for a role that does not exist', async () => {
    const response = await login({
      email: people.admin.email,
      password: TEST_PASSWORD,
      role: 'superuser',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 400 with a message for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'MALFORMED_JSON',
    });
  });
});

describe('sign-in rate limits', () => {
  it('answers 429 after too many failed attempts for one email, even with the right password', async () => {
    const t = await buildTestApp({ LOGIN_MAX_PER_EMAIL: '3' });
    try {
      const person = await createUser(t.db, 'client');
      for (let i = 0; i < 3; i += 1) {
        const miss = await t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: person.email, password: `guess-${i}`, role: 'client' },
        });
        expect(miss.statusCode).toBe(401);
      }
      const blocked = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: person.email, password: TEST_PASSWORD, role: 'client' },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/too many sign-in attempts/i);
    } finally {
      await t.close();
    }
  });

  it('answers 429 with a message after too many attempts from one address', async () => {
    const t = await buildTestApp({ LOGIN_MAX_PER_IP: '2' });
    try {
      const attempt = (n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: `someone${n}@example.test`, password: 'x', role: 'client' },
        });
      expect((await attempt(1)).statusCode).toBe(401);
      expect((await attempt(2)).statusCode).toBe(401);
      const blocked = await attempt(3);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(blocked.json().message).toMatch(/too many requests/i);
    } finally {
      await t.close();
    }
  });
});
