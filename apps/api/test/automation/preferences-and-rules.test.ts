import { DEFAULT_AUTOMATION_RULES, DEFAULT_CONTACT_PREFERENCES } from '@nourishwell/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { enqueue } from '#api/modules/notifications/outbox.repository.ts';
import { appWithRoles, expectAdminOnly } from '../helpers/suite.ts';

const PREFS = '/api/me/contact-preferences';
const RULES = '/api/admin/automation-rules';

describe('her channels and quiet hours (issue 36)', () => {
  const suite = appWithRoles();
  const { app, as, call } = suite;

  it('answers the defaults until she saves, and only to a client (403 to staff, 401 signed out)', async () => {
    const read = await call('GET', PREFS, as.client.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(DEFAULT_CONTACT_PREFERENCES);
    for (const role of ['nutritionist', 'admin'] as const) {
      expect((await call('GET', PREFS, as[role].headers)).statusCode).toBe(403);
      const put = await call('PUT', PREFS, as[role].headers, DEFAULT_CONTACT_PREFERENCES);
      expect(put.statusCode).toBe(403);
    }
    expect((await call('GET', PREFS, {})).statusCode).toBe(401);
  });

  it('refuses a quiet hour, zone or day that is not one, with a message (400)', async () => {
    for (const bad of [
      { quietFrom: '24:00' },
      { quietUntil: '9am' },
      { timeZone: 'Mars/Olympus' },
      { checkInDay: 7 },
      { whatsapp: 'yes' },
    ]) {
      const answer = await call('PUT', PREFS, as.client.headers, {
        ...DEFAULT_CONTACT_PREFERENCES,
        ...bad,
      });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
    }
  });

  it('logs each channel switched as a consent, and switching one off cancels her waiting messages on it at once', async () => {
    const me = as.client.user.id;
    const waiting = (channel: 'whatsapp' | 'sms' | 'email') =>
      enqueue(app.db, {
        channel,
        recipient: channel === 'email' ? 'her@example.test' : '+919845000001',
        subject: null,
        body: 'A nudge',
        kind: 'journalNudge',
        clientId: me,
      });
    const onWhatsapp = await waiting('whatsapp');
    const onSms = await waiting('sms');
    const saved = await call('PUT', PREFS, as.client.headers, {
      ...DEFAULT_CONTACT_PREFERENCES,
      whatsapp: false,
      quietFrom: '22:30',
      timeZone: 'Europe/London',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ whatsapp: false, quietFrom: '22:30' });
    const status = async (id: number) =>
      (await app.db.select().from(t.outbox).where(eq(t.outbox.id, id)))[0]!.status;
    expect(await status(onWhatsapp)).toBe('cancelled');
    expect(await status(onSms)).toBe('pending');
    await call('PUT', PREFS, as.client.headers, { ...saved.json(), whatsapp: true });
    const log = (await call('GET', '/api/me/consents', as.client.headers)).json();
    expect(
      log.items
        .filter((row: { method: string }) => row.method === 'channels')
        .map((row: { action: string; version: string }) => `${row.action} ${row.version}`),
    ).toEqual(['accept channel:whatsapp', 'withdraw channel:whatsapp']);
    const exported = (await call('GET', '/api/me/export', as.client.headers)).json();
    expect(exported.contactPreferences).toMatchObject({ quietFrom: '22:30', whatsapp: true });
  });
});

describe('the practice’s rules for automatic messages (issue 36)', () => {
  const suite = appWithRoles();
  const { as, call } = suite;

  it('is the admin’s alone', async () => {
    await expectAdminOnly(suite, [
      ['GET', RULES],
      ['PUT', RULES, DEFAULT_AUTOMATION_RULES],
    ]);
  });

  it('answers the defaults, saves a change, and refuses a check-in without a form or out of hours', async () => {
    const read = await call('GET', RULES, as.admin.headers);
    expect(read.json()).toEqual(DEFAULT_AUTOMATION_RULES);
    const changed = { ...DEFAULT_AUTOMATION_RULES, journalNudge: { enabled: true, days: 4 } };
    const saved = await call('PUT', RULES, as.admin.headers, changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(changed);
    const noForm = await call('PUT', RULES, as.admin.headers, {
      ...changed,
      checkIn: { enabled: true, formId: null, hour: 10 },
    });
    expect(noForm.statusCode).toBe(400);
    expect(noForm.json().message).toMatch(/form/);
    const unknownForm = await call('PUT', RULES, as.admin.headers, {
      ...changed,
      checkIn: { enabled: false, formId: 9999, hour: 10 },
    });
    expect(unknownForm.statusCode).toBe(400);
    const night = await call('PUT', RULES, as.admin.headers, {
      ...changed,
      checkIn: { enabled: false, formId: null, hour: 23 },
    });
    expect(night.statusCode).toBe(400);
  });
});
