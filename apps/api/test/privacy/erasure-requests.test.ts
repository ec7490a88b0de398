import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { erasureTexts, PRIVACY_CLOCKS, PRIVACY_NOTICE_VERSION } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { bearer, createUser, loginAs, TEST_PASSWORD } from '../helpers/factories.ts';
import { testNow } from '../helpers/test-clock.ts';

const HOUR_MS = 3_600_000;

describe('a client asks for erasure, cancels it, or withdraws consent', () => {
  const { app, as } = caseloadSuite();

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: object,
    payload?: object,
  ) =>
    app.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  const privacyMail = (recipient: string) =>
    app.db
      .select({ subject: t.outbox.subject, body: t.outbox.body })
      .from(t.outbox)
      .where(and(eq(t.outbox.kind, 'privacy'), eq(t.outbox.recipient, recipient)));
  const freshClient = async () => {
    const user = await createUser(app.db, 'client');
    await app.db
      .update(t.clients)
      .set({ nutritionistId: as.nutritionist.user.id })
      .where(eq(t.clients.id, user.id));
    return { user, headers: bearer(await loginAs(app.app, user)) };
  };

  it('schedules her erasure 48 hours ahead with 202 and emails her the date and how to cancel', async () => {
    const { user, headers } = await freshClient();
    const before = testNow().getTime();
    const response = await call('POST', '/api/me/erasure', headers, { password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(202);
    const body = response.json();
    expect(body).toMatchObject({ status: 'pending', reason: 'request' });
    const hours = (Date.parse(body.scheduledFor) - Date.parse(body.requestedAt)) / HOUR_MS;
    expect(hours).toBe(PRIVACY_CLOCKS.erasureNoticeHours);
    expect(Date.parse(body.requestedAt)).toBeGreaterThanOrEqual(before - 1000);
    const [mail] = await privacyMail(user.email);
    expect(mail?.subject).toMatch(/will be erased on/);
    expect(mail?.body).toContain('Privacy & Data');
    expect(mail?.body).toContain('Cancel erasure');

    const mine = await call('GET', '/api/me/erasure', headers);
    expect(mine.json()).toMatchObject({ id: body.id, status: 'pending' });
  });

  it('answers the waiting request again when she asks a second time, without a second email', async () => {
    const { user, headers } = await freshClient();
    const first = await call('POST', '/api/me/erasure', headers, { password: TEST_PASSWORD });
    const second = await call('POST', '/api/me/erasure', headers, { password: TEST_PASSWORD });
    expect(second.statusCode).toBe(202);
    expect(second.json().id).toBe(first.json().id);
    expect(await privacyMail(user.email)).toHaveLength(1);
  });

  it('refuses a wrong password with 400 and a clear message, and schedules nothing', async () => {
    const { headers } = await freshClient();
    const response = await call('POST', '/api/me/erasure', headers, {
      password: 'not-her-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(erasureTexts.wrongPassword);
    expect((await call('GET', '/api/me/erasure', headers)).json()).toBeNull();
  });

  it('refuses an empty password with 400 and the form message', async () => {
    const { headers } = await freshClient();
    const response = await call('POST', '/api/me/erasure', headers, { password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(erasureTexts.passwordRequired);
  });

  it('refuses staff accounts with 403 and anyone signed out with 401', async () => {
    for (const headers of [as.nutritionist.headers, as.admin.headers]) {
      expect(
        (await call('POST', '/api/me/erasure', headers, { password: TEST_PASSWORD })).statusCode,
      ).toBe(403);
      expect((await call('POST', '/api/me/consents/withdraw', headers)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/me/erasure', {})).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/erasures', as.client.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/messages/erased', as.client.headers)).statusCode).toBe(403);
  });

  it('cancels the waiting erasure, emails her a confirmation, and answers 404 when nothing waits', async () => {
    const { user, headers } = await freshClient();
    await call('POST', '/api/me/erasure', headers, { password: TEST_PASSWORD });
    const cancelled = await call('DELETE', '/api/me/erasure', headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: erasureTexts.cancelled,
      request: { status: 'cancelled' },
    });
    const [row] = await app.db
      .select()
      .from(t.erasureRequests)
      .where(eq(t.erasureRequests.userId, user.id));
    expect(row?.status).toBe('cancelled');
    expect(row?.cancelledAt).toBeInstanceOf(Date);
    expect((await privacyMail(user.email)).map((m) => m.subject)).toContain(
      'Your NourishWell account will not be erased',
    );
    expect((await call('GET', '/api/me/erasure', headers)).json()).toBeNull();
    const again = await call('DELETE', '/api/me/erasure', headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(erasureTexts.noPendingErasure);
  });

  it('writes the erasure emails in English with the privacy page’s own words, or in Hindi to a client who reads Hindi', async () => {
    const english = await freshClient();
    await call('POST', '/api/me/erasure', english.headers, { password: TEST_PASSWORD });
    const [notice] = await privacyMail(english.user.email);
    expect(notice?.body).toContain(
      `Your account and data will be erased on ${notice?.subject?.replace('Your NourishWell account will be erased on ', '')}. ${erasureTexts.erasureExplained}`,
    );
    expect(notice?.body).toContain(`${erasureTexts.cancelHow} (`);
    await call('DELETE', '/api/me/erasure', english.headers);
    const englishMails = await privacyMail(english.user.email);
    expect(
      englishMails.find((m) => m.subject === 'Your NourishWell account will not be erased')?.body,
    ).toContain(erasureTexts.cancelled);

    const hindi = await freshClient();
    await app.db.update(t.users).set({ language: 'hi' }).where(eq(t.users.id, hindi.user.id));
    await call('POST', '/api/me/erasure', hindi.headers, { password: TEST_PASSWORD });
    await call('DELETE', '/api/me/erasure', hindi.headers);
    const hindiMails = await privacyMail(hindi.user.email);
    const scheduled = hindiMails.find((m) => m.subject?.includes('खाता मिटाया जाएगा:'));
    const called = hindiMails.find((m) => m !== scheduled);
    expect(scheduled?.subject).toMatch(
      /^आपका NourishWell खाता मिटाया जाएगा: \d{1,2} .+ \d{4} को .+$/,
    );
    expect(scheduled?.body).toContain(`नमस्ते ${hindi.user.name},`);
    expect(scheduled?.body).toContain('हमेशा के लिए मिटा दिए जाएँगे।');
    expect(called).toMatchObject({
      subject: 'आपका NourishWell खाता नहीं मिटाया जाएगा',
      body: expect.stringContaining('मिटाना रद्द कर दिया गया।'),
    });
  });

  it('withdrawing consent stops processing, logs it, schedules erasure and tells her nutritionist and the admins', async () => {
    const { user, headers } = await freshClient();
    const response = await call('POST', '/api/me/consents/withdraw', headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: erasureTexts.withdrawn,
      request: { status: 'pending', reason: 'withdrawal' },
    });
    const [account] = await app.db.select().from(t.users).where(eq(t.users.id, user.id));
    expect(account?.consentWithdrawnAt).toBeInstanceOf(Date);
    const log = await app.db.select().from(t.consents).where(eq(t.consents.userId, user.id));
    expect(log).toMatchObject([
      { action: 'withdraw', method: 'profile', version: PRIVACY_NOTICE_VERSION },
    ]);

    const noticeTo = (userId: number) =>
      app.db
        .select({ text: t.notifications.text })
        .from(t.notifications)
        .where(and(eq(t.notifications.userId, userId), eq(t.notifications.kind, 'privacy')));
    expect((await noticeTo(as.nutritionist.user.id)).map((n) => n.text).join()).toContain(
      user.name,
    );
    expect((await noticeTo(as.admin.user.id)).map((n) => n.text).join()).toContain(user.name);
    expect((await privacyMail(as.admin.user.email)).length).toBeGreaterThan(0);
    expect(await privacyMail(user.email)).toHaveLength(1);

    // Doing it again changes nothing and tells nobody twice.
    const again = await call('POST', '/api/me/consents/withdraw', headers);
    expect(again.json().request.id).toBe(response.json().request.id);
    expect(
      await app.db.select().from(t.consents).where(eq(t.consents.userId, user.id)),
    ).toHaveLength(1);

    // The admin sees it waiting, by name, with its reason; she can still cancel it.
    const list = await call('GET', '/api/admin/erasures', as.admin.headers);
    expect(list.json().pending).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ clientName: user.name, reason: 'withdrawal' }),
      ]),
    );
    // A bare cancel does not keep her account after a withdrawal; giving consent again does.
    const cancel = await call('DELETE', '/api/me/erasure', headers);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ message: erasureTexts.withdrawalErasure });
    const consented = await call('POST', '/api/me/consents', headers, {
      version: PRIVACY_NOTICE_VERSION,
    });
    expect(consented.statusCode).toBe(200);
    expect((await call('GET', '/api/me/erasure', headers)).json()).toBeNull();
    const [kept] = await app.db.select().from(t.users).where(eq(t.users.id, user.id));
    expect(kept?.consentWithdrawnAt).toBeNull();
  });
});
