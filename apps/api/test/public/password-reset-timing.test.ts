import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResetTokens } from '#api/db/schema/index.ts';
import type { OutgoingMessage } from '#api/integrations/transport.ts';
import { buildTestApp, eventually, type TestApp } from '../helpers/build-test-app.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';

// Issue 30, finding 7: forgot-password answered ~5.8 ms slower for a known email (it made
// the link and queued the mail before answering). Now the request only counts the attempt
// and answers; the look-up, the link and the mail come after the answer.
describe('forgot password answers a known and an unknown email alike', () => {
  let t: TestApp;
  let person: TestUser;
  const delivering: OutgoingMessage[] = [];
  let releaseDelivery!: () => void;
  const deliveryHeld = new Promise<void>((resolve) => {
    releaseDelivery = resolve;
  });

  beforeAll(async () => {
    // A mailer whose sending never ends until the test lets it.
    t = await buildTestApp(
      {},
      {
        transports: [
          {
            name: 'stuck',
            channels: ['email'],
            deliver: async (message) => {
              delivering.push(message);
              await deliveryHeld;
            },
          },
        ],
      },
    );
    person = await createUser(t.db, 'client', { name: 'Meera Iyer' });
  });
  afterAll(async () => {
    releaseDelivery();
    await t.close();
  });

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/forgotpassword', payload: { email } });
  const resetMailsTo = (email: string) =>
    t.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'passwordReset')));

  it('answers both with the same bytes while the accounts cannot even be read', async () => {
    // Hold the accounts table: a request that looked the email up would wait for it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    const answered = await Promise.race([
      Promise.all([forgot(person.email), forgot('nobody@example.test')]),
      new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3000)),
    ]);
    release();
    await holding;

    expect(answered).not.toBe('waited');
    const [known, unknown] = answered as Exclude<typeof answered, 'waited'>;
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.rawPayload.equals(unknown.rawPayload)).toBe(true);
    expect(known.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(known.json()).toEqual({ message: 'Password reset link sent to your email.' });

    // After the answer: her link and mail are made; nothing for the unknown address.
    await t.app.afterAnswer.settled();
    expect(await resetMailsTo(person.email)).toHaveLength(1);
    expect(await resetMailsTo('nobody@example.test')).toEqual([]);
    const tokens = await t.db
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, person.id));
    expect(tokens).toHaveLength(1);
  });

  it('answers both without waiting for a mail that never finishes sending', async () => {
    await t.app.afterAnswer.settled();
    const stuck = await eventually(() => delivering.find((m) => m.recipient === person.email));
    expect(stuck.subject).toBe('Reset your NourishWell password');
    // Her mail is still being sent (it never ends): the next requests answer all the same.
    const [known, unknown] = await Promise.all([
      forgot(person.email),
      forgot('nobody@example.test'),
    ]);
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    await t.app.afterAnswer.settled();
    expect(await resetMailsTo(person.email)).toHaveLength(2);
  });
});
