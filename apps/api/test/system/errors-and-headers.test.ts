import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('errors, health and security headers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    t.app.get('/api/probe/crash', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
  });
  afterAll(() => t.close());

  it('reports health with the kind of database it runs on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const expected = process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
    expect(response.json()).toEqual({ status: 'ok', database: expected });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('hides the details of a server error behind "Something went wrong" and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong', code: 'INTERNAL' });
    expect(response.body).not.toContain('secret_table');
    expect(response.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers 415 with a message for a body of an unsupported type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('sends the security headers on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;| 'sha256)/);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/users/login', '/api/protectroute', '/api/health']),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});

describe('HSTS behind https', () => {
  it('is sent when the app is reached over https', async () => {
    const t = await buildTestApp({ APP_URL: 'https://nourishwell.example' });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
      const script = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(script.headers['strict-transport-security']).toBe(
        response.headers['strict-transport-security'],
      );
    } finally {
      await t.close();
    }
  });
});
