import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#api/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  changePassword,
  createUser,
  loginAs,
  type TestUser,
} from '../helpers/factories.ts';

describe('GET /api/protectroute', () => {
  let t: TestApp;
  let person: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    person = await createUser(t.db, 'nutritionist');
  });
  afterAll(() => t.close());

  const check = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/protectroute', headers });

  it('answers 200 with the email and role for a valid token', async () => {
    const token = await loginAs(t.app, person);
    const response = await check(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: person.email, role: 'nutritionist' });
  });

  it('answers 401 without a token', async () => {
    const response = await check();
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('answers 401 for a token that is not a JWT or uses another scheme', async () => {
    expect((await check(bearer('not-a-token'))).statusCode).toBe(401);
    const token = await loginAs(t.app, person);
    expect((await check({ authorization: `Basic ${token}` })).statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const forge = createSigner({ key: 'another-secret-another-secret-another', expiresIn: 60_000 });
    const forged = forge({ sub: String(person.id), role: 'nutritionist', tv: 0 });
    expect((await check(bearer(forged))).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    // Issued on a day long past, so it has expired by any clock: the token library checks
    // expiry against the machine's time, the session row against the app's.
    const sign = createSigner({
      key: TEST_JWT_SECRET,
      expiresIn: 60_000,
      clockTimestamp: Date.parse('2020-01-01T00:00:00Z'),
    });
    const expired = sign({ sub: String(person.id), role: 'nutritionist', tv: 0 });
    expect((await check(bearer(expired))).statusCode).toBe(401);
  });

  it('answers 401 for a token whose role claim was changed', async () => {
    const sign = createSigner({ key: TEST_JWT_SECRET, expiresIn: 60_000 });
    const elevated = sign({ sub: String(person.id), role: 'admin', tv: 0 });
    expect((await check(bearer(elevated))).statusCode).toBe(401);
  });

  it('answers 401 for a token issued before a password change, and 200 for the new one', async () => {
    const other = await createUser(t.db, 'client');
    const oldToken = await loginAs(t.app, other);
    const change = await changePassword(t.app, oldToken, 'brand-new-secret');
    expect(change.statusCode).toBe(200);
    expect((await check(bearer(oldToken))).statusCode).toBe(401);
    expect((await check(bearer(change.json().token))).statusCode).toBe(200);
  });

  it('answers 401 once the account is removed', async () => {
    const gone = await createUser(t.db, 'client');
    const token = await loginAs(t.app, gone);
    await t.db.delete(users).where(eq(users.id, gone.id));
    expect((await check(bearer(token))).statusCode).toBe(401);
  });
});
