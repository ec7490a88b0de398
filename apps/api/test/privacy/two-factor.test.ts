import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#api/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { codeFor, headersOf, post, signIn, turnOn } from './two-factor-helpers.ts';

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_PER_EMAIL: '6' });
  });
  afterAll(() => t.close());

  const nutritionist = () => createUser(t.db, 'nutritionist');
  const status = async (headers: object) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/me/two-factor',
        headers: headers as Record<string, string>,
      })
    ).json();
  const withCode = (challenge: string | undefined, code: string) =>
    post(t, '/api/users/login/two-factor', {}, { challenge, code });

  it('sets up without turning on, keeps the secret encrypted, and turns on with a right code', async () => {
    const asha = await nutritionist();
    const headers = headersOf(await signIn(t, asha));
    const setup = await post(t, '/api/me/two-factor/setup', headers);
    expect(setup.statusCode).toBe(200);
    const body = setup.json();
    expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\/NourishWell:.+secret=/);
    expect(body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(await status(headers)).toMatchObject({ enabled: false, required: false });
    const [row] = await t.db
      .select({ secret: users.totpSecret })
      .from(users)
      .where(eq(users.id, asha.id));
    expect(row?.secret).toBeTruthy();
    expect(row?.secret).not.toContain(body.secret);

    const wrong = await post(t, '/api/me/two-factor/enable', headers, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That code is not right. Please try again.');
    const enable = await post(t, '/api/me/two-factor/enable', headers, {
      code: codeFor(body.secret),
    });
    expect(enable.statusCode).toBe(200);
    const codes = enable.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await status(headers)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const again = await post(t, '/api/me/two-factor/setup', headers);
    expect(again.statusCode).toBe(409);
  });

  it('asks for the code after the right password and signs in with it, once', async () => {
    const asha = await nutritionist();
    const { secret } = await turnOn(t, headersOf(await signIn(t, asha)));
    const step = await signIn(t, asha);
    expect(step.twoFactorRequired).toBe(true);
    expect(step.token).toBeUndefined();
    const code = codeFor(secret, 1);
    const done = await withCode(step.challenge, code);
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toEqual({ email: asha.email, role: 'nutritionist' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: headersOf(done.json()),
    });
    expect(me.statusCode).toBe(200);

    // The same challenge, or the same code in its window, does not sign in again.
    const replayed = await withCode(step.challenge, code);
    expect(replayed.statusCode).toBe(401);
    const fresh = await signIn(t, asha);
    expect((await withCode(fresh.challenge, code)).statusCode).toBe(401);
  });

  it('refuses a wrong code with 401, and spends the challenge after five tries', async () => {
    const asha = await nutritionist();
    const { secret } = await turnOn(t, headersOf(await signIn(t, asha)));
    const step = await signIn(t, asha);
    const wrong = await withCode(step.challenge, '123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('That code is not right. Please try again.');
    for (let i = 0; i < 4; i += 1) await withCode(step.challenge, '123456');
    // Five tries on this challenge: even the right code now needs her password again.
    const spent = await withCode(step.challenge, codeFor(secret, 1));
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toMatchObject({
      code: 'CHALLENGE_SPENT',
      message: 'Too many wrong codes. Please sign in again.',
    });
    const again = await signIn(t, asha);
    expect((await withCode(again.challenge, codeFor(secret, 1))).statusCode).toBe(200);
  });

  it('signs in with a recovery code once, and not a second time', async () => {
    const asha = await nutritionist();
    const { recoveryCodes } = await turnOn(t, headersOf(await signIn(t, asha)));
    const code = recoveryCodes[0]!;
    const first = await withCode((await signIn(t, asha)).challenge, code.toUpperCase());
    expect(first.statusCode).toBe(200);
    expect(await status(headersOf(first.json()))).toMatchObject({ recoveryCodesLeft: 9 });
    const second = await withCode((await signIn(t, asha)).challenge, code);
    expect(second.statusCode).toBe(401);
  });

  it('refuses an expired or forged challenge', async () => {
    const asha: TestUser = await nutritionist();
    const { secret } = await turnOn(t, headersOf(await signIn(t, asha)));
    const forged = await withCode('not.a.token', codeFor(secret, 1));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Your sign-in took too long. Please sign in again.');
    const bad = await withCode('x', 'not a code!');
    expect(bad.statusCode).toBe(400);
  });

  it('turns off only with her password and a code, and new codes replace the old set', async () => {
    const asha = await nutritionist();
    const headers = headersOf(await signIn(t, asha));
    const { secret, recoveryCodes } = await turnOn(t, headers);
    const renewed = await post(t, '/api/me/two-factor/recovery-codes', headers, {
      code: codeFor(secret, 1),
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).not.toContain(recoveryCodes[0]);

    const noPassword = await post(t, '/api/me/two-factor/disable', headers, {
      password: 'wrong-password',
      code: fresh[0],
    });
    expect(noPassword.statusCode).toBe(400);
    const oldCode = await post(t, '/api/me/two-factor/disable', headers, {
      password: asha.password,
      code: recoveryCodes[0],
    });
    expect(oldCode.statusCode).toBe(400);
    const off = await post(t, '/api/me/two-factor/disable', headers, {
      password: asha.password,
      code: codeFor(secret, -1),
    });
    expect(off.statusCode).toBe(200);
    expect(await status(headers)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect((await signIn(t, asha)).token).toBeTruthy();
  });

  it('keeps two-factor for admins and nutritionists: a client is refused set-up', async () => {
    const meera = await createUser(t.db, 'client');
    const headers = headersOf(await signIn(t, meera));
    expect((await post(t, '/api/me/two-factor/setup', headers)).statusCode).toBe(403);
    expect(await status(headers)).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
  });
});
