import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_CODE, contactTexts, PRIVACY_NOTICE_VERSION } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { bearer, createUser, loginAs } from '../helpers/factories.ts';
import { appWithRoles } from '../helpers/suite.ts';
import { resetTestClock, testClock, testNow } from '../helpers/test-clock.ts';
import { codeSentTo, confirmCode, saveProfilePhone, sendCode } from './contact-fixtures.ts';

describe('a client verifies her phone and email with a code sent to them', () => {
  const { app, as } = appWithRoles();
  afterEach(() => resetTestClock());

  async function client(phone?: string) {
    const user = await createUser(app.db, 'client');
    const headers = bearer(await loginAs(app.app, user));
    if (phone) expect((await saveProfilePhone(app.app, user, headers, phone)).statusCode).toBe(200);
    return { user, headers };
  }
  const contacts = (headers: Record<string, string>) =>
    app.app.inject({ method: 'GET', url: '/api/me/contacts', headers });

  it('sends a 6-digit code by SMS through the outbox, keeps only its hash, and verifies her phone once', async () => {
    const { headers } = await client('98123 45678');
    expect((await contacts(headers)).json()).toEqual({
      phone: { value: '9812345678', verifiedAt: null },
      email: { value: expect.any(String), verifiedAt: null },
    });
    const sent = await sendCode(app.app, headers, 'phone');
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toBe(contactTexts.codeSent('phone'));
    const [message] = await app.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.recipient, '+919812345678'));
    expect(message).toMatchObject({ channel: 'sms', kind: 'privacy', status: 'pending' });
    expect(message!.expiresAt!.getTime() - testNow().getTime()).toBeLessThanOrEqual(
      CONTACT_CODE.minutes * 60_000,
    );
    const code = await codeSentTo(app.db, '+919812345678');
    const stored = JSON.stringify(await app.db.select().from(t.contactVerifications));
    expect(stored).not.toContain(code);

    const wrong = await confirmCode(
      app.app,
      headers,
      'phone',
      code === '000000' ? '111111' : '000000',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_CODE', message: contactTexts.wrongCode });
    const right = await confirmCode(app.app, headers, 'phone', code);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().phone).toEqual({ value: '9812345678', verifiedAt: expect.any(String) });
    expect(testNow().getTime() - Date.parse(right.json().phone.verifiedAt)).toBeLessThan(5000);
    const again = await confirmCode(app.app, headers, 'phone', code);
    expect(again.json()).toMatchObject({ code: 'CODE_SPENT', message: contactTexts.codeSpent });
  });

  it('writes the code in English, or in Hindi to a client who reads Hindi', async () => {
    const english = await client('98123 45601');
    expect((await sendCode(app.app, english.headers, 'phone')).statusCode).toBe(202);
    const code = await codeSentTo(app.db, '+919812345601');
    const [inEnglish] = await app.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.recipient, '+919812345601'));
    expect(inEnglish!.body).toBe(
      `Your NourishWell code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
    );

    const hindi = await client();
    await app.db.update(t.users).set({ language: 'hi' }).where(eq(t.users.id, hindi.user.id));
    expect((await sendCode(app.app, hindi.headers, 'email')).statusCode).toBe(202);
    const hers = await codeSentTo(app.db, hindi.user.email);
    const [inHindi] = await app.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.recipient, hindi.user.email));
    expect(inHindi).toMatchObject({
      subject: 'आपका NourishWell कोड',
      body: `आपका NourishWell कोड ${hers} है। यह 10 मिनट में खत्म हो जाएगा। अगर आपने यह नहीं माँगा था, तो इस संदेश को अनदेखा करें।`,
    });
  });

  it('refuses a code after its 10 minutes', async () => {
    const { headers } = await client('9812300001');
    await sendCode(app.app, headers, 'phone');
    const code = await codeSentTo(app.db, '+919812300001');
    testClock.advance(CONTACT_CODE.minutes * 60_000 + 1000);
    const late = await confirmCode(app.app, headers, 'phone', code);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('CODE_SPENT');
  });

  it(`spends the code after ${CONTACT_CODE.tries} wrong tries, even for the right code after them`, async () => {
    const { headers } = await client('9812300002');
    await sendCode(app.app, headers, 'phone');
    const code = await codeSentTo(app.db, '+919812300002');
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 1; i < CONTACT_CODE.tries; i += 1) {
      expect((await confirmCode(app.app, headers, 'phone', wrongCode)).json().code).toBe(
        'WRONG_CODE',
      );
    }
    expect((await confirmCode(app.app, headers, 'phone', wrongCode)).json().code).toBe(
      'CODE_SPENT',
    );
    expect((await confirmCode(app.app, headers, 'phone', code)).json().code).toBe('CODE_SPENT');
  });

  it(`sends at most ${CONTACT_CODE.sendsPerHour} codes an hour to one person (the shared counters)`, async () => {
    const { headers } = await client('9812300003');
    for (let i = 0; i < CONTACT_CODE.sendsPerHour; i += 1) {
      expect((await sendCode(app.app, headers, 'phone')).statusCode).toBe(202);
    }
    const refused = await sendCode(app.app, headers, 'phone');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(contactTexts.tooManySends);
  });

  it('asks for a phone number first, and checks the code’s shape', async () => {
    const { headers } = await client();
    const none = await sendCode(app.app, headers, 'phone');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'NO_PHONE', message: contactTexts.noPhone });
    const shape = await confirmCode(app.app, headers, 'phone', '12ab');
    expect(shape.statusCode).toBe(400);
    expect(shape.json().message).toBe(contactTexts.codeRequired);
  });

  it('drops the verification when she changes her phone, and a code sent to the old one no longer counts', async () => {
    const { user, headers } = await client('9812300004');
    await sendCode(app.app, headers, 'phone');
    await confirmCode(app.app, headers, 'phone', await codeSentTo(app.db, '+919812300004'));
    await sendCode(app.app, headers, 'phone');
    const pending = await codeSentTo(app.db, '+919812300004');
    expect((await saveProfilePhone(app.app, user, headers, '9812300005')).statusCode).toBe(200);
    expect((await contacts(headers)).json().phone).toEqual({
      value: '9812300005',
      verifiedAt: null,
    });
    expect((await confirmCode(app.app, headers, 'phone', pending)).json().code).toBe('CODE_SPENT');
  });

  it('verifies her account email with a code sent there, and drops it when an admin changes her email', async () => {
    const { user, headers } = await client();
    expect((await sendCode(app.app, headers, 'email')).statusCode).toBe(202);
    const code = await codeSentTo(app.db, user.email);
    const right = await confirmCode(app.app, headers, 'email', code);
    expect(right.json().email).toEqual({ value: user.email, verifiedAt: expect.any(String) });
    const edit = await app.app.inject({
      method: 'PUT',
      url: `/api/clients/${user.id}`,
      headers: as.admin.headers,
      payload: { email: `changed-${user.email}` },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await contacts(
      bearer(await loginAs(app.app, { ...user, email: `changed-${user.email}` })),
    );
    expect(after.json().email).toEqual({ value: `changed-${user.email}`, verifiedAt: null });
  });

  it('stays open after she withdrew consent, so her erasure can reach what she sent before', async () => {
    const { user, headers } = await client('9812300006');
    await app.db
      .update(t.users)
      .set({ consentVersion: PRIVACY_NOTICE_VERSION, consentWithdrawnAt: testNow() })
      .where(eq(t.users.id, user.id));
    expect((await sendCode(app.app, headers, 'phone')).statusCode).toBe(202);
    const code = await codeSentTo(app.db, '+919812300006');
    expect((await confirmCode(app.app, headers, 'phone', code)).statusCode).toBe(200);
  });

  it('is the client’s own: 401 without a token, 403 for staff', async () => {
    expect((await sendCode(app.app, {}, 'phone')).statusCode).toBe(401);
    expect((await contacts({})).statusCode).toBe(401);
    expect((await sendCode(app.app, as.nutritionist.headers, 'phone')).statusCode).toBe(403);
    expect((await contacts(as.admin.headers)).statusCode).toBe(403);
  });
});
