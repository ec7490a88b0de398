import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { codeFor, headersOf, signIn, turnOn } from './two-factor-helpers.ts';

// Issue 30, finding 6: wrong codes at the code step counted in the per-email sign-in
// limit, so anyone could lock an account's two-factor sign-in for 15 minutes. Codes now
// count per challenge and per address, never per email.
describe('wrong two-factor codes cannot lock the owner out', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Six sign-in tries per email, eight calls of each sign-in step per address.
    t = await buildTestApp({ LOGIN_MAX_PER_EMAIL: '6', LOGIN_MAX_PER_IP: '8' });
  });
  afterAll(() => t.close());

  const from = (remoteAddress: string) => ({
    signIn: (person: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress,
        payload: { email: person.email, password: person.password, role: person.role },
      }),
    code: (challenge: string | undefined, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login/two-factor',
        remoteAddress,
        payload: { challenge, code },
      }),
  });

  async function withTwoFactor() {
    const asha = await createUser(t.db, 'nutritionist');
    const { secret } = await turnOn(t, headersOf(await signIn(t, asha)));
    return { asha, secret };
  }

  it('leaves her able to sign in with password and code after a stranger’s many wrong codes, on a challenge of hers or on none', async () => {
    const { asha, secret } = await withTwoFactor();
    const stranger = from('10.0.0.66');
    // Someone who learnt her password: one challenge, then wrong codes until refused.
    const step = (await stranger.signIn(asha)).json<{ challenge: string }>();
    const answers = [];
    for (let i = 0; i < 7; i += 1)
      answers.push((await stranger.code(step.challenge, '000000')).statusCode);
    // Someone who knows only her email: made-up challenges.
    for (let i = 0; i < 3; i += 1) await from('10.0.0.67').code('made.up.challenge', '000000');
    expect(answers.every((status) => status === 401)).toBe(true);

    const owner = from('10.0.0.1');
    const password = await owner.signIn(asha);
    expect(password.statusCode).toBe(200);
    const done = await owner.code(password.json().challenge, codeFor(secret, 1));
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toEqual({ email: asha.email, role: 'nutritionist' });
  });

  it('limits the code step per address (a wider limit than one challenge’s), and another address is not limited', async () => {
    const { asha, secret } = await withTwoFactor();
    const guesser = from('10.0.0.77');
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      const { challenge } = (await guesser.signIn(asha)).json<{ challenge: string }>();
      for (let i = 0; i < 5; i += 1)
        statuses.push((await guesser.code(challenge, '000000')).statusCode);
    }
    // Eight calls of the code step from this address, then 429 whatever the challenge.
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);

    const owner = from('10.0.0.2');
    const { challenge } = (await owner.signIn(asha)).json<{ challenge: string }>();
    expect((await owner.code(challenge, codeFor(secret, 1))).statusCode).toBe(200);
  });
});
