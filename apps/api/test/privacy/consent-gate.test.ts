import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentMessages, PRIVACY_NOTICE_VERSION } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { bearer, changePassword, createUser, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { isoDateFromToday, testNow, wallClockFromToday } from '../helpers/test-clock.ts';

type Headers = Record<string, string>;
const zone = 'Asia/Kolkata';
const goal = { type: 'Lose weight', target: 'Reach 64 kg', deadline: isoDateFromToday(zone, 90) };

describe('the consent gate', () => {
  const { app, as, mine, nId } = caseloadSuite();
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function signedIn(options: { mustChangePassword?: boolean } = {}) {
    const user = await createUser(app.db, 'client', { consented: false, ...options });
    return { user, headers: bearer(await loginAs(app.app, user)) };
  }

  it('refuses her writes with CONSENT_REQUIRED until she accepts, while her reads still answer', async () => {
    const { user, headers } = await signedIn();
    const refused = await call('POST', '/api/client/goal', headers, { clientId: user.id, ...goal });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'CONSENT_REQUIRED',
      message: consentMessages.required,
    });
    expect((await call('GET', `/api/client/goal?clientId=${user.id}`, headers)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/users/me', headers)).statusCode).toBe(200);
    expect((await call('POST', '/api/notifications/read', headers, {})).statusCode).toBe(200);

    const accepted = await call('POST', '/api/me/consents', headers, {
      version: PRIVACY_NOTICE_VERSION,
    });
    expect(accepted.statusCode).toBe(200);
    const added = await call('POST', '/api/client/goal', headers, { clientId: user.id, ...goal });
    expect(added.statusCode).toBe(201);
  });

  it('lets her replace a temporary password before accepting, and still asks for consent after', async () => {
    const { user, headers } = await signedIn({ mustChangePassword: true });
    const changed = await changePassword(app.app, headers.authorization!.slice(7), 'fresh-pass-42');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().consentRequired).toBe(true);
    const next = bearer(changed.json().token);
    const refused = await call('POST', '/api/client/goal', next, { clientId: user.id, ...goal });
    expect(refused.json().code).toBe('CONSENT_REQUIRED');
  });

  it('refuses her writes with CONSENT_WITHDRAWN once she withdrew, keeping her reads', async () => {
    const { user, headers } = await signedIn();
    await app.db
      .update(t.users)
      .set({ consentVersion: PRIVACY_NOTICE_VERSION, consentWithdrawnAt: testNow() })
      .where(eq(t.users.id, user.id));
    const refused = await call('POST', '/api/client/goal', headers, { clientId: user.id, ...goal });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'CONSENT_WITHDRAWN',
      message: consentMessages.withdrawn,
    });
    expect((await call('GET', '/api/users/me', headers)).json()).toMatchObject({
      consentRequired: false,
      consentWithdrawn: true,
    });
    expect((await call('GET', `/api/client/goal?clientId=${user.id}`, headers)).statusCode).toBe(
      200,
    );
  });

  it('ends the withdrawal when she gives consent again, logged as from her profile', async () => {
    const { user, headers } = await signedIn();
    await app.db
      .update(t.users)
      .set({ consentVersion: PRIVACY_NOTICE_VERSION, consentWithdrawnAt: testNow() })
      .where(eq(t.users.id, user.id));
    const again = await call('POST', '/api/me/consents', headers, {
      version: PRIVACY_NOTICE_VERSION,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ withdrawnAt: null });
    expect(again.json().items[0]).toMatchObject({ action: 'accept', method: 'profile' });
    const added = await call('POST', '/api/client/goal', headers, { clientId: user.id, ...goal });
    expect(added.statusCode).toBe(201);
  });

  describe('her nutritionist’s writes', () => {
    const assessment = () => ({ clientId: mine.id, nutritionistId: nId(), weight: '70' });
    const post = (url: string, payload: object) =>
      call('POST', url, as.nutritionist.headers, payload);

    it('are not refused for a client who has only not yet accepted a new notice version', async () => {
      await app.db
        .update(t.users)
        .set({ consentVersion: '2020-01-01' })
        .where(eq(t.users.id, mine.id));
      expect((await post('/api/nuts/clientassessment', assessment())).statusCode).toBe(200);
    });

    it('are refused with 409 CONSENT_WITHDRAWN for a client who withdrew consent, and her health records close while her client record stays readable', async () => {
      await app.db
        .update(t.users)
        .set({ consentWithdrawnAt: testNow() })
        .where(eq(t.users.id, mine.id));
      const writes: Array<[string, object]> = [
        ['/api/nuts/clientassessment', assessment()],
        ['/api/client/progress', { clientId: mine.id, week: 'Week 1', weight: 70 }],
        [
          '/api/appointments/add',
          {
            appointmentDate: wallClockFromToday(zone, 95, 17, 30).toISOString(),
            nId: nId(),
            cId: mine.id,
          },
        ],
      ];
      for (const [url, payload] of writes) {
        const response = await post(url, payload);
        expect(response.statusCode, url).toBe(409);
        expect(response.json(), url).toMatchObject({
          code: 'CONSENT_WITHDRAWN',
          message: consentMessages.clientWithdrew,
        });
      }
      const closed = await call(
        'GET',
        `/api/nuts/clientassessment?id=${mine.id}`,
        as.nutritionist.headers,
      );
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toMatchObject({
        code: 'CONSENT_WITHDRAWN',
        message: consentMessages.recordsClosed,
      });
      const record = await call(
        'GET',
        `/api/client/clientById?id=${mine.id}`,
        as.nutritionist.headers,
      );
      expect(record.statusCode).toBe(200);
    });
  });
});
