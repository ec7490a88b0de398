import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userSessions } from '#api/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../helpers/factories.ts';
import { databaseNow, fromNow, resetTestClock, testClock } from '../helpers/test-clock.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('signed-in devices', () => {
  let t: TestApp;
  let meera: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    meera = await createUser(t.db, 'client');
    other = await createUser(t.db, 'nutritionist');
  });
  afterAll(() => t.close());

  const signIn = async (person: TestUser, userAgent: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'user-agent': userAgent },
      payload: { email: person.email, password: person.password, role: person.role },
    });
    expect(response.statusCode).toBe(200);
    return bearer(response.json<{ token: string }>().token);
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string> });
  const sessionsOf = async (headers: object) => {
    const response = await call('GET', '/api/me/sessions', headers);
    expect(response.statusCode).toBe(200);
    return response.json<{ id: string; device: string; current: boolean; ip: string }[]>();
  };

  it('records every sign-in as a session and lists it, the calling one flagged current', async () => {
    const phone = await signIn(meera, PHONE);
    const laptop = await signIn(meera, LAPTOP);
    const seen = await sessionsOf(laptop);
    expect(seen.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome on Android', false],
      ['Safari on macOS', true],
    ]);
    expect(seen.every((s) => /^[\w-]{22}$/.test(s.id))).toBe(true);
    const fromPhone = await sessionsOf(phone);
    expect(fromPhone.find((s) => s.current)?.device).toBe('Chrome on Android');
    await call('POST', '/api/me/sessions/sign-out-others', laptop);
  });

  it('stops a signed-out device’s token at once, and the other device keeps working', async () => {
    const phone = await signIn(meera, PHONE);
    const laptop = await signIn(meera, LAPTOP);
    expect((await call('GET', '/api/users/me', phone)).statusCode).toBe(200);
    const phoneSession = (await sessionsOf(phone)).find((s) => s.current);
    const out = await call('DELETE', `/api/me/sessions/${phoneSession?.id}`, laptop);
    expect(out.statusCode).toBe(200);
    expect((await call('GET', '/api/users/me', phone)).statusCode).toBe(401);
    expect((await call('GET', '/api/users/me', laptop)).statusCode).toBe(200);
    await call('POST', '/api/me/sessions/sign-out-others', laptop);
  });

  it('signs out everywhere else but keeps the current session', async () => {
    const first = await signIn(meera, PHONE);
    const second = await signIn(meera, PHONE);
    const current = await signIn(meera, LAPTOP);
    const out = await call('POST', '/api/me/sessions/sign-out-others', current);
    expect(out.statusCode).toBe(200);
    expect(out.json().signedOut).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/api/users/me', first)).statusCode).toBe(401);
    expect((await call('GET', '/api/users/me', second)).statusCode).toBe(401);
    const left = await sessionsOf(current);
    expect(left).toHaveLength(1);
    expect(left[0]?.current).toBe(true);
  });

  it('ends the current session on logout, so its token is refused afterwards', async () => {
    const headers = await signIn(meera, LAPTOP);
    const out = await call('POST', '/api/users/logout', headers);
    expect(out.statusCode).toBe(200);
    expect((await call('GET', '/api/users/me', headers)).statusCode).toBe(401);
    expect((await call('POST', '/api/users/logout', headers)).statusCode).toBe(401);
  });

  it('answers 404 for someone else’s session and leaves it working', async () => {
    const mine = await signIn(meera, LAPTOP);
    const theirs = await signIn(other, PHONE);
    const [theirSession] = await sessionsOf(theirs);
    const response = await call('DELETE', `/api/me/sessions/${theirSession?.id}`, mine);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Session not found');
    expect((await call('GET', '/api/users/me', theirs)).statusCode).toBe(200);
    const unknown = await call('DELETE', '/api/me/sessions/no-such-session', mine);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a token whose session has expired', async () => {
    const headers = await signIn(meera, LAPTOP);
    const [current] = (await sessionsOf(headers)).filter((s) => s.current);
    await t.db
      .update(userSessions)
      .set({ expiresAt: fromNow(-1000) })
      .where(eq(userSessions.id, current!.id));
    expect((await call('GET', '/api/users/me', headers)).statusCode).toBe(401);
  });

  it('ends her sessions when she changes her password, and the fresh token gets a new one', async () => {
    const person = await createUser(t.db, 'client');
    const before = await signIn(person, PHONE);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: { ...before, 'user-agent': LAPTOP },
      payload: {
        currentPassword: person.password,
        newPassword: 'a-brand-new-password',
        confirmPassword: 'a-brand-new-password',
      },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = bearer(changed.json<{ token: string }>().token);
    expect((await call('GET', '/api/users/me', before)).statusCode).toBe(401);
    const left = await sessionsOf(fresh);
    expect(left.map((s) => [s.device, s.current])).toEqual([['Safari on macOS', true]]);
  });

  it('lists and signs out by the app’s clock: with the app 13 hours behind the database, her live session is listed and the others end', async () => {
    // Expiry is written from the app's clock (12 hours on), so the database's clock, 13 hours
    // ahead here, would call every session over while the token check still accepts it.
    testClock.set(new Date((await databaseNow(t.db)).getTime() - 13 * 3_600_000));
    try {
      const anjali = await createUser(t.db, 'client');
      const phone = await signIn(anjali, PHONE);
      const laptop = await signIn(anjali, LAPTOP);
      expect((await sessionsOf(laptop)).map((s) => s.current).sort()).toEqual([false, true]);
      expect((await call('POST', '/api/me/sessions/sign-out-others', laptop)).statusCode).toBe(200);
      expect((await call('GET', '/api/users/me', phone)).statusCode).toBe(401);
      expect(await sessionsOf(laptop)).toHaveLength(1);
    } finally {
      resetTestClock();
    }
  });

  it('answers 401 to the session calls without a token', async () => {
    expect((await call('GET', '/api/me/sessions', {})).statusCode).toBe(401);
    expect((await call('POST', '/api/me/sessions/sign-out-others', {})).statusCode).toBe(401);
    expect((await call('POST', '/api/users/logout', {})).statusCode).toBe(401);
  });
});
