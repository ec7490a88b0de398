import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetTokens, users } from '#api/db/schema/index.ts';
import { buildTestApp, eventually, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, createUser, loginAs, TEST_PASSWORD, type TestUser } from '../helpers/factories.ts';
import { startSmtpListener, type ReceivedMail } from '../helpers/smtp-listener.mjs';
import { fromNow } from '../helpers/test-clock.ts';

/** A real SMTP listener that keeps every message it receives. */
async function startSmtp() {
  const inbox: ReceivedMail[] = [];
  const listener = await startSmtpListener((mail) => inbox.push(mail));
  return { ...listener, inbox };
}

describe('forgot password → email with a single-use link → reset', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let person: TestUser;

  beforeAll(async () => {
    smtp = await startSmtp();
    // No transports given: they come from config, so this is the real nodemailer adapter.
    t = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      APP_URL: 'https://nourishwell.example',
    });
    person = await createUser(t.db, 'client', { name: 'Meera Iyer' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/forgotpassword', payload: { email } });
  const reset = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/users/resetpassword', payload });
  const tokenFrom = (mail: ReceivedMail) =>
    /resetpassword\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';

  it('answers the same for an unknown email, and sends nothing', async () => {
    const unknown = await forgot('nobody@example.test');
    const known = await forgot(person.email);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: 'Password reset link sent to your email.' });
    await eventually(() => smtp.inbox.find((m) => m.to === person.email));
    expect(smtp.inbox.some((m) => m.to === 'nobody@example.test')).toBe(false);
  });

  it('mails a link that sets a new password once, ends old sessions, and lets her sign in', async () => {
    const oldToken = await loginAs(t.app, person);
    smtp.inbox.length = 0;
    await forgot(person.email);
    const mail = await eventually(() => smtp.inbox.find((m) => m.to === person.email));
    expect(mail.subject).toBe('Reset your NourishWell password');
    expect(mail.text).toContain('Hello Meera Iyer,');
    expect(mail.text).toContain('https://nourishwell.example/resetpassword?token=');
    const token = tokenFrom(mail);

    const done = await reset({
      token,
      newPassword: 'fresh-start-9',
      confirmPassword: 'fresh-start-9',
    });
    expect(done.statusCode).toBe(200);
    const again = await reset({
      token,
      newPassword: 'another-one-9',
      confirmPassword: 'another-one-9',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );

    const check = await t.app.inject({
      method: 'GET',
      url: '/api/protectroute',
      headers: bearer(oldToken),
    });
    expect(check.statusCode).toBe(401);
    // Like every password change, she is told (issue 30), without the password in it.
    const told = await eventually(() =>
      smtp.inbox.find(
        (m) => m.to === person.email && m.subject === 'Your NourishWell password was changed',
      ),
    );
    expect(told.text).not.toContain('fresh-start-9');
    expect(await loginAs(t.app, { ...person, password: 'fresh-start-9' })).toBeTruthy();
    const withOld = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: person.email, password: TEST_PASSWORD, role: 'client' },
    });
    expect(withOld.statusCode).toBe(401);
  });

  it('writes the notice of the change in Hindi to a client who reads Hindi, with a link to the Hindi reset page', async () => {
    const hindi = await createUser(t.db, 'client', { name: 'Sunita Devi' });
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi.id));
    await forgot(hindi.email);
    const mail = await eventually(() => smtp.inbox.find((m) => m.to === hindi.email));
    expect(mail.subject).toBe('अपना NourishWell पासवर्ड रीसेट करें');
    expect(mail.text).toContain('नमस्ते Sunita Devi,');
    expect(mail.text).toContain('यह लिंक 30 मिनट के अंदर खोलें');
    expect(mail.text).toContain('https://nourishwell.example/hi/resetpassword?token=');
    const done = await reset({
      token: tokenFrom(mail),
      newPassword: 'naya-shuru-9',
      confirmPassword: 'naya-shuru-9',
    });
    expect(done.statusCode).toBe(200);
    const told = await eventually(() =>
      smtp.inbox.find((m) => m.to === hindi.email && m.subject !== mail.subject),
    );
    expect(told.subject).toBe('आपका NourishWell पासवर्ड बदल दिया गया है');
    expect(told.text).toMatch(/आपके NourishWell खाते का पासवर्ड .+ \(भारतीय मानक समय\) को बदला गया।/);
    expect(told.text).toContain('https://nourishwell.example/forgotpassword');
  });

  it('refuses a made-up token, and mismatched or short passwords with their messages', async () => {
    const madeUp = await reset({
      token: 'x'.repeat(43),
      newPassword: 'abcdefg',
      confirmPassword: 'abcdefg',
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().code).toBe('RESET_LINK_INVALID');
    const mismatch = await reset({
      token: 'x'.repeat(43),
      newPassword: 'abcdefg',
      confirmPassword: 'abcdefh',
    });
    expect(mismatch.json().message).toBe('Passwords do not match.');
    const short = await reset({
      token: 'x'.repeat(43),
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(short.json().message).toBe('Password must be at least 6 characters long.');
  });

  it('refuses a malformed email with 400', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address.');
  });

  it('refuses a link older than 30 minutes', async () => {
    smtp.inbox.length = 0;
    await forgot(person.email);
    const mail = await eventually(() => smtp.inbox.find((m) => m.to === person.email));
    await t.db.update(passwordResetTokens).set({ expiresAt: fromNow(-1000) });
    const response = await reset({
      token: tokenFrom(mail),
      newPassword: 'too-late-99',
      confirmPassword: 'too-late-99',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('RESET_LINK_INVALID');
  });
});
