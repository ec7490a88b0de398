import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, publicMessages } from '@nourishwell/shared';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';

/**
 * Error answers speak the language NourishWell's web app names in X-NourishWell-Language
 * (decision 029, "Error texts"); without it, and whatever the browser's Accept-Language
 * says, they are the exact English texts every other test asserts.
 */
describe('the language of an error answer', () => {
  let t: TestApp;
  let client: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    client = await createUser(t.db, 'client');
  });
  afterAll(() => t.close());

  const wrongPassword = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers,
      payload: { email: client.email, password: 'wrong-password', role: 'client' },
    });

  const reachOut = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/reachout', headers, payload });

  it('says invalid credentials in Hindi to a Hindi page, with the same code', async () => {
    const response = await wrongPassword({ 'x-nourishwell-language': 'hi' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'ईमेल या पासवर्ड सही नहीं है',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('says invalid credentials in the exact English to an English page and to a request naming none', async () => {
    for (const headers of [{ 'x-nourishwell-language': 'en' }, {}] as Record<string, string>[]) {
      const response = await wrongPassword(headers);
      expect(response.json()).toEqual({
        message: messages.auth.invalidCredentials,
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('keeps English when only the browser asks for Hindi, or our header names a language we do not speak', async () => {
    for (const headers of [
      { 'accept-language': 'hi' },
      { 'accept-language': 'hi-IN,hi;q=0.9' },
      { 'x-nourishwell-language': 'fr' },
      { 'x-nourishwell-language': 'hi-IN' },
    ] as Record<string, string>[]) {
      const response = await wrongPassword(headers);
      expect(response.json().message).toBe('Invalid credentials');
    }
  });

  it('says a validation failure and each field’s message in Hindi, values included', async () => {
    const response = await reachOut(
      { 'x-nourishwell-language': 'hi' },
      { name: '', email: 'meera@example.test', concern: 'x'.repeat(2001) },
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('कृपया अपना नाम लिखें।');
    expect(body.details).toEqual([
      { path: 'name', message: 'कृपया अपना नाम लिखें।' },
      { path: 'concern', message: 'कृपया इसे 2000 अक्षरों से कम रखें।' },
    ]);
  });

  it('says the same validation failure in the exact English without the header', async () => {
    const response = await reachOut(
      {},
      { name: '', email: 'meera@example.test', concern: 'x'.repeat(2001) },
    );
    expect(response.json()).toMatchObject({
      message: publicMessages.nameRequired,
      details: [
        { path: 'name', message: publicMessages.nameRequired },
        { path: 'concern', message: publicMessages.tooLong(2000) },
      ],
    });
  });

  it('says the framework’s own refusals and an unknown /api address in Hindi', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json', 'x-nourishwell-language': 'hi' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('भेजी गई जानकारी सही JSON नहीं है।');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-address',
      headers: { 'x-nourishwell-language': 'hi' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'नहीं मिला', code: 'NOT_FOUND' });
  });

  it('says a refusal of a signed-in call in Hindi', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'x-nourishwell-language': 'hi' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'आगे बढ़ने के लिए कृपया साइन इन करें।',
      code: 'UNAUTHORIZED',
    });
  });
});
