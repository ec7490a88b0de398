import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointDef, type Role } from '@nourishwell/shared';
import { outbox } from '#api/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, createUser, loginAs, TEST_PASSWORD, type TestUser } from '../helpers/factories.ts';
import { codeFor, turnOn } from '../privacy/two-factor-helpers.ts';

// Issue 30, finding 5: a session could replace the password without knowing it. Every
// call that sets a signed-in person's password is walked here, for every role that may
// make it: a new one fails the first test until it is added to PATHS (and so walked).

interface Change {
  email: string;
  current?: string;
  next: string;
  code?: string;
}

/** Every signed-in call of the endpoint table that sets her password, and who makes it. */
const PATHS: Record<string, { roles: Role[]; body: (change: Change) => object }> = {
  changePassword: {
    roles: ['admin', 'nutritionist', 'client'],
    body: ({ current, next, code }) => ({
      currentPassword: current,
      newPassword: next,
      confirmPassword: next,
      code,
    }),
  },
  updatePassword: {
    roles: ['nutritionist'],
    body: ({ email, current, next, code }) => ({
      email,
      currentPassword: current,
      password: next,
      code,
    }),
  },
};
/** Signed-in calls that check her password but set none (turning two-factor off, asking for erasure). */
const CHECKS_ONLY = ['requestErasure', 'twoFactorDisable'];

const bodyKeys = (schema: z.ZodType | undefined): string[] =>
  Object.keys((schema as unknown as { shape?: object } | undefined)?.shape ?? {});

const entry = (name: string) => (endpoints as Record<string, EndpointDef>)[name]!;
const urlOf = (name: string) => `/api${entry(name).path}`;

/** Each call for each of its roles, and the first sign-in's forced change (a temporary password). */
const cases = Object.entries(PATHS).flatMap(([name, path]) =>
  path.roles.flatMap((role) => [
    { name, role, temporary: false },
    ...(name === 'changePassword' ? [{ name, role, temporary: true }] : []),
  ]),
);
const label = (c: (typeof cases)[number]) =>
  `${c.name} as ${c.role}${c.temporary ? ' on a temporary password' : ''}`;

describe('every password change proves who asks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const change = (name: string, headers: object, person: TestUser, fields: Omit<Change, 'email'>) =>
    t.app.inject({
      method: 'POST',
      url: urlOf(name),
      headers: headers as Record<string, string>,
      payload: PATHS[name]!.body({ email: person.email, ...fields }),
    });
  const me = (headers: object) =>
    t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: headers as Record<string, string>,
    });
  const mailsTo = (email: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'passwordChanged')));

  it('knows every signed-in call of the endpoint table that takes a password', () => {
    const withPassword = Object.entries(endpoints as Record<string, EndpointDef>)
      .filter(([, e]) => e.access !== 'public')
      .filter(([, e]) => bodyKeys(e.body).some((key) => /password/i.test(key)))
      .map(([name]) => name);
    expect(withPassword.sort()).toEqual([...Object.keys(PATHS), ...CHECKS_ONLY].sort());
  });

  it.each(cases.map((c) => [label(c), c] as const))(
    '%s: asks for the current password, refuses a wrong one with 400 and keeps her signed in; the right one ends her other sessions and mails her',
    async (_label, { name, role, temporary }) => {
      const person = await createUser(t.db, role, { mustChangePassword: temporary });
      const device = bearer(await loginAs(t.app, person));
      const other = bearer(await loginAs(t.app, person));
      const next = `new-${role}-secret-9`;

      const missing = await change(name, device, person, { next });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Please enter your current password.');
      const wrong = await change(name, device, person, { current: 'not-my-password', next });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'CURRENT_PASSWORD_WRONG',
        message: 'Your current password is not correct.',
      });
      expect((await me(device)).statusCode).toBe(200);
      expect(await mailsTo(person.email)).toEqual([]);

      const done = await change(name, device, person, { current: TEST_PASSWORD, next });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ mustChangePassword: false, user: { role } });
      const fresh = bearer(done.json().token);
      expect((await me(fresh)).statusCode).toBe(200);
      expect((await me(device)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);
      expect(await loginAs(t.app, { ...person, password: next })).toBeTruthy();

      const [mail, ...more] = await mailsTo(person.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Your NourishWell password was changed');
      expect(mail?.body).toContain(`Hello ${person.name},`);
      expect(mail?.body).toContain('If you did not, someone else may be using your account.');
      expect(mail?.body).toContain('/forgotpassword');
      expect(mail?.body).not.toContain(next);
      expect(mail?.body).not.toContain(TEST_PASSWORD);
    },
  );

  it.each(
    cases.filter((c) => c.role !== 'client' && !c.temporary).map((c) => [label(c), c] as const),
  )(
    '%s with two-factor on: asks for a code, refuses a wrong one, and changes with the right one',
    async (_label, { name, role }) => {
      const person = await createUser(t.db, role);
      const headers = bearer(await loginAs(t.app, person));
      const { secret, recoveryCodes } = await turnOn(t, headers);
      const next = `coded-${role}-secret-9`;

      const noCode = await change(name, headers, person, { current: TEST_PASSWORD, next });
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json()).toMatchObject({
        code: 'CODE_REQUIRED',
        message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
      });
      const wrongCode = await change(name, headers, person, {
        current: TEST_PASSWORD,
        next,
        code: '000000',
      });
      expect(wrongCode.statusCode).toBe(400);
      expect(wrongCode.json().code).toBe('CODE_WRONG');
      // A wrong password is refused before the code is looked at: no recovery code is spent.
      const wrongPassword = await change(name, headers, person, {
        current: 'not-my-password',
        next,
        code: recoveryCodes[0]!,
      });
      expect(wrongPassword.json().code).toBe('CURRENT_PASSWORD_WRONG');
      const done = await change(name, headers, person, {
        current: TEST_PASSWORD,
        next,
        code: name === 'updatePassword' ? recoveryCodes[0]! : codeFor(secret, 1),
      });
      expect(done.statusCode).toBe(200);
    },
  );

  it('names the moment of the change in her own zone: a nutritionist’s working hours, else the practice’s', async () => {
    const asha = await createUser(t.db, 'nutritionist');
    await t.db.execute(
      `insert into nutritionist_availability (nutritionist_id, time_zone, slot_minutes, buffer_minutes, weekly, exceptions)
       values (${asha.id}, 'Europe/London', 45, 15, '[]', '[]')` as never,
    );
    const meera = await createUser(t.db, 'client');
    for (const [person, zone] of [
      [asha, 'Europe/London'],
      [meera, 'Asia/Kolkata'],
    ] as const) {
      const headers = bearer(await loginAs(t.app, person));
      const response = await change('changePassword', headers, person, {
        current: TEST_PASSWORD,
        next: 'zoned-secret-9',
      });
      expect(response.statusCode).toBe(200);
      const [mail] = await mailsTo(person.email);
      expect(mail?.body).toMatch(
        new RegExp(`changed on \\w{3}, \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} \\(${zone}\\)\\.`),
      );
    }
  });
});

describe('password checks are limited per account and per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Three checks per account, four calls of each check per address, in the window.
    t = await buildTestApp({ LOGIN_MAX_PER_EMAIL: '3', LOGIN_MAX_PER_IP: '4' });
  });
  afterAll(() => t.close());

  const tryChange = (
    name: string,
    headers: object,
    person: TestUser,
    current: string,
    remoteAddress: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: urlOf(name),
      remoteAddress,
      headers: headers as Record<string, string>,
      payload: PATHS[name]!.body({ email: person.email, current, next: 'limited-secret-9' }),
    });

  it('refuses a fourth check on one account with 429, across every call and address, even with the right password', async () => {
    const asha = await createUser(t.db, 'nutritionist');
    const headers = bearer(await loginAs(t.app, asha));
    const guesses = [
      await tryChange('changePassword', headers, asha, 'guess-1', '10.1.0.1'),
      await tryChange('updatePassword', headers, asha, 'guess-2', '10.1.0.2'),
      await tryChange('changePassword', headers, asha, 'guess-3', '10.1.0.3'),
    ];
    expect(guesses.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    const limited = await tryChange('updatePassword', headers, asha, TEST_PASSWORD, '10.1.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Too many password attempts. Please wait a few minutes and try again.',
    );
    // Her session still works: a 429 signs no one out.
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(me.statusCode).toBe(200);
    // Another account is not limited by hers.
    const ravi = await createUser(t.db, 'nutritionist');
    const his = bearer(await loginAs(t.app, ravi));
    expect(
      (await tryChange('changePassword', his, ravi, TEST_PASSWORD, '10.1.0.5')).statusCode,
    ).toBe(200);
  });

  it('refuses a fifth call from one address with 429, whoever’s account it is', async () => {
    const people = await Promise.all([1, 2, 3].map(() => createUser(t.db, 'client')));
    let device = 0;
    // Each sign-in from its own address: the sign-in call is limited per address too.
    const signIn = async (person: TestUser) => {
      device += 1;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: `10.3.0.${device}`,
        payload: { email: person.email, password: person.password, role: person.role },
      });
      return bearer(response.json<{ token: string }>().token);
    };
    const statuses: number[] = [];
    for (const person of [...people, ...people]) {
      const headers = await signIn(person);
      statuses.push(
        (await tryChange('changePassword', headers, person, 'guess', '10.2.0.1')).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    const elsewhere = people[2]!;
    const headers = await signIn(elsewhere);
    expect(
      (await tryChange('changePassword', headers, elsewhere, TEST_PASSWORD, '10.2.0.2')).statusCode,
    ).toBe(200);
  });
});
