import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@nourishwell/shared';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { caseloadFixture } from '../helpers/caseload.ts';

const refusal = messages.generic.unstorableText;

/** Text PostgreSQL (or the audit log's JSON) cannot store is refused up front, with a 400. */
describe('text with control characters or lone surrogates', () => {
  let app: TestApp;
  let fixture: Awaited<ReturnType<typeof caseloadFixture>>;

  beforeAll(async () => {
    app = await buildTestApp();
    fixture = await caseloadFixture(app);
  });
  afterAll(() => app.close());

  const expectRefused = (response: { statusCode: number; json: () => unknown }, path: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: refusal,
      code: 'INVALID_CHARACTERS',
      details: [{ path, message: refusal }],
    });
  };

  it('refuses a NUL character in the sign-in email', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'a\u0000@example.test', password: 'whatever-1', role: 'client' },
    });
    expectRefused(response, 'email');
  });

  it('refuses a NUL character in an enquiry from the public site', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/reachout',
      payload: { name: 'Asha\u0000', email: 'asha@example.test', concern: 'Diabetes' },
    });
    expectRefused(response, 'name');
  });

  it('refuses a NUL character in a search query', async () => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/client/clients?q=a%00b',
      headers: fixture.as.admin.headers,
    });
    expectRefused(response, 'q');
  });

  it('refuses a lone surrogate in the admin’s profile, which is audited as JSON', async () => {
    const response = await app.app.inject({
      method: 'PUT',
      url: '/api/admin/profile',
      headers: { ...fixture.as.admin.headers, 'content-type': 'application/json' },
      // Written out by hand: JSON.stringify would escape the lone surrogate just the same.
      payload: '{"name":"Admin \\ud800","address":"Pune"}',
    });
    expectRefused(response, 'name');
  });

  it('refuses a NUL character in a multipart profile field', async () => {
    const form = new FormData();
    form.append('name', 'Meera\u0000');
    form.append('email', fixture.as.client.user.email);
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/client/updateProfile',
      headers: fixture.as.client.headers,
      payload: form,
    });
    expectRefused(response, 'name');
  });

  it('keeps tabs, line breaks and emoji in a message', async () => {
    const content = 'Breakfast:\toats\r\nLunch: dal 🍲';
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/nuts/sendMessage',
      headers: fixture.as.nutritionist.headers,
      payload: { nId: fixture.as.nutritionist.user.id, cId: fixture.mine.id, content },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a body nested thousands of levels deep with 400, not 500', async () => {
    // A few dozen kilobytes, well under the body limit, but deeper than a recursive walk's
    // call stack can go.
    const depth = 5_000;
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/reachout',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":${'['.repeat(depth)}"x\\u0000"${']'.repeat(depth)},"email":"a@b.test","concern":"x"}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: refusal, code: 'INVALID_CHARACTERS' });
    expect(response.json().details[0].path.split('.')).toHaveLength(depth + 1);
  });
});
