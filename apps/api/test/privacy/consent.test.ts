import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentMessages, PRIVACY_NOTICE_VERSION } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, createUser, loginAs } from '../helpers/factories.ts';

const enquiry = {
  name: 'Lakshmi Pillai',
  illness: 'Thyroid',
  phone: '98470 12345',
  email: 'lakshmi.notice@example.test',
  country: 'India',
  state: 'Kerala',
  acceptedTnC: true,
};

describe('privacy notice and consent log', () => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await buildTestApp({
      PRIVACY_CONTACT_NAME: 'Asha Menon, Grievance Officer',
      PRIVACY_CONTACT_EMAIL: 'privacy@practice.test',
      RETENTION_INACTIVE_DAYS: '730',
    });
  });
  afterAll(() => t0.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t0.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t0.app.inject({ method: 'POST', url, headers, payload });

  async function newcomer() {
    const user = await createUser(t0.db, 'client', { consented: false });
    return { user, headers: bearer(await loginAs(t0.app, user)) };
  }

  it('answers the notice version and the grievance officer from configuration to anyone', async () => {
    const response = await get('/api/privacy/notice');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      contactName: 'Asha Menon, Grievance Officer',
      contactEmail: 'privacy@practice.test',
      retentionInactiveDays: 730,
      updatedOn: PRIVACY_NOTICE_VERSION,
    });
  });

  it('refuses the consent log without a token', async () => {
    expect((await get('/api/me/consents')).statusCode).toBe(401);
    expect((await post('/api/me/consents', { version: PRIVACY_NOTICE_VERSION })).statusCode).toBe(
      401,
    );
  });

  it('tells a new account at sign-in and in /users/me that the notice is still to be accepted', async () => {
    const user = await createUser(t0.db, 'client', { consented: false });
    const login = await post('/api/users/login', {
      email: user.email,
      password: user.password,
      role: 'client',
    });
    expect(login.json().consentRequired).toBe(true);
    const me = await get('/api/users/me', bearer(login.json().token));
    expect(me.json()).toMatchObject({ consentRequired: true, consentWithdrawn: false });
    const log = await get('/api/me/consents', bearer(login.json().token));
    expect(log.json()).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      acceptedVersion: null,
      withdrawnAt: null,
      items: [],
    });
  });

  it('refuses an old or missing version with 400 and says why, recording nothing', async () => {
    const { user, headers } = await newcomer();
    const old = await post('/api/me/consents', { version: '2020-01-01' }, headers);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(consentMessages.versionOutdated);
    const missing = await post('/api/me/consents', {}, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(consentMessages.versionRequired);
    const rows = await t0.db.select().from(t.consents).where(eq(t.consents.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('records her acceptance once, at sign-in, and /users/me stops asking for it', async () => {
    const { user, headers } = await newcomer();
    const accepted = await post('/api/me/consents', { version: PRIVACY_NOTICE_VERSION }, headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      acceptedVersion: PRIVACY_NOTICE_VERSION,
      withdrawnAt: null,
      items: [{ version: PRIVACY_NOTICE_VERSION, action: 'accept', method: 'sign-in' }],
    });
    // A second tap adds no second row.
    await post('/api/me/consents', { version: PRIVACY_NOTICE_VERSION }, headers);
    const log = (await get('/api/me/consents', headers)).json();
    expect(log.items).toHaveLength(1);
    expect(Date.parse(log.items[0].createdAt)).not.toBeNaN();
    const [row] = await t0.db
      .select({ version: t.users.consentVersion, withdrawn: t.users.consentWithdrawnAt })
      .from(t.users)
      .where(eq(t.users.id, user.id));
    expect(row).toEqual({ version: PRIVACY_NOTICE_VERSION, withdrawn: null });
    expect((await get('/api/users/me', headers)).json().consentRequired).toBe(false);
  });

  it('lists her log newest first, with an acceptance of an older version below the current one', async () => {
    const { user, headers } = await newcomer();
    await t0.db.insert(t.consents).values({
      userId: user.id,
      version: '2025-01-01',
      action: 'accept',
      method: 'form',
      createdAt: new Date('2025-01-01T10:00:00Z'),
    });
    await post('/api/me/consents', { version: PRIVACY_NOTICE_VERSION }, headers);
    const log = (await get('/api/me/consents', headers)).json();
    expect(log.items.map((row: { version: string }) => row.version)).toEqual([
      PRIVACY_NOTICE_VERSION,
      '2025-01-01',
    ]);
  });

  it('stores the notice version in force on an enquiry, whatever the browser sends', async () => {
    const response = await post('/api/users/sendmail', { ...enquiry, noticeVersion: 'made-up' });
    expect(response.statusCode).toBe(200);
    const [row] = await t0.db
      .select({ noticeVersion: t.enquiries.noticeVersion })
      .from(t.enquiries)
      .where(eq(t.enquiries.email, enquiry.email));
    expect(row?.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('starts an account made by an admin without consent, so she accepts at first sign-in', async () => {
    const admin = await createUser(t0.db, 'admin');
    const created = await post(
      '/api/nutritionists',
      { name: 'Dr Kavya Rao', email: 'kavya.consent@example.test', specialty: 'Diabetes' },
      bearer(await loginAs(t0.app, admin)),
    );
    expect(created.statusCode).toBe(201);
    const [row] = await t0.db
      .select({ version: t.users.consentVersion })
      .from(t.users)
      .where(eq(t.users.email, 'kavya.consent@example.test'));
    expect(row).toEqual({ version: null });
  });
});
