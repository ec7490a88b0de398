import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { sendAutomaticMessages } from '#api/modules/automation/automatic-messages.ts';
import { sendRenewalReminders } from '#api/modules/purchases/renewal-reminders.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { isoDateFromToday, wallClockFromToday } from '../helpers/test-clock.ts';
import { CHECK_IN } from '../intake-forms/intake-fixture.ts';
import { allChannels, clientOf, purchase, rowsOf, useRules, ZONE } from './automation-fixture.ts';

describe('the missed-session, retest, check-in and renewal rules (issue 36)', () => {
  let app: TestApp;
  let asha: TestUser;
  const at = (hour: number) => wallClockFromToday(ZONE, 0, hour);
  const twice = async (now: Date) => {
    const counts = await Promise.all([
      sendAutomaticMessages(allChannels(app.db), now),
      sendAutomaticMessages(allChannels(app.db), now),
    ]);
    await sendAutomaticMessages(allChannels(app.db), now);
    return counts;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    asha = await createUser(app.db, 'nutritionist', { name: 'Asha Rao' });
  });
  afterAll(() => app.close());

  it('asks her once to book again after a missed session she has not rebooked, and not after one she has', async () => {
    const meera = await clientOf(app.db, asha.id, 'Meera');
    const rebooked = await clientOf(app.db, asha.id, 'Rebooked');
    const start = wallClockFromToday(ZONE, -1, 11);
    const session = (clientId: number, when: Date, status: 'missed' | 'booked') => ({
      clientId,
      nutritionistId: asha.id,
      scheduledAt: when,
      endsAt: new Date(when.getTime() + 3_600_000),
      status,
      ...(status === 'missed' ? { missedAt: when, missedBy: 'system' as const } : {}),
    });
    const [missed] = await app.db
      .insert(t.appointments)
      .values(session(meera.id, start, 'missed'))
      .returning({ id: t.appointments.id });
    await app.db
      .insert(t.appointments)
      .values([
        session(rebooked.id, start, 'missed'),
        session(rebooked.id, wallClockFromToday(ZONE, 3, 11), 'booked'),
      ]);
    await useRules(app.db, { missedSession: { enabled: true } });
    await twice(at(10));
    const rows = await rowsOf(app.db, meera.id, 'missedSession');
    expect(rows.map((row) => row.channel).toSorted()).toEqual(['email', 'whatsapp']);
    expect(rows.find((row) => row.channel === 'email')).toMatchObject({
      dedupeKey: `missedSession:${missed!.id}`,
      kind: 'missedSession',
      reason: expect.stringContaining('Missed her session'),
    });
    expect(rows[0]!.body).toContain('/dashboard/client/book');
    expect(await rowsOf(app.db, rebooked.id, 'missedSession')).toHaveLength(0);
  });

  it('reminds her once when a test’s retest interval has passed, and not for a recent result', async () => {
    const sunita = await clientOf(app.db, asha.id, 'Sunita');
    const recent = await clientOf(app.db, asha.id, 'Recent');
    const result = (clientId: number, daysAgo: number) => ({
      clientId,
      testCode: 'hba1c',
      value: 6.1,
      takenOn: isoDateFromToday(ZONE, -daysAgo),
    });
    const [old] = await app.db
      .insert(t.labResults)
      .values([result(sunita.id, 200), result(sunita.id, 120), result(recent.id, 20)])
      .returning({ id: t.labResults.id });
    await useRules(app.db, { retestDue: { enabled: true } });
    await twice(at(10));
    const rows = await rowsOf(app.db, sunita.id, 'retestDue');
    expect(rows).toHaveLength(2);
    // The newest result (120 days ago) is the one the reminder is about, not the older one.
    expect(rows.every((row) => !row.dedupeKey!.endsWith(`:${old!.id}`))).toBe(true);
    expect(rows[0]!.body).toContain('HbA1c');
    expect(rows[0]!.body).toContain('/dashboard/client/labs');
    expect(await rowsOf(app.db, recent.id, 'retestDue')).toHaveLength(0);
  });

  it('sends the practice’s check-in form on her chosen day from the rule’s hour, as a form of her own, once a week', async () => {
    const admin = await createUser(app.db, 'admin');
    const [form] = await app.db
      .insert(t.intakeForms)
      .values({ title: CHECK_IN.title, createdBy: admin.id })
      .returning({ id: t.intakeForms.id });
    await app.db.insert(t.intakeFormVersions).values({
      formId: form!.id,
      version: 1,
      title: CHECK_IN.title,
      intro: CHECK_IN.intro,
      consentStatement: CHECK_IN.consentStatement,
      sections: CHECK_IN.sections,
    });
    const anita = await clientOf(app.db, asha.id, 'Anita');
    const today = new Date(`${isoDateFromToday(ZONE, 0)}T00:00:00Z`).getUTCDay();
    await app.db.insert(t.contactPreferences).values({ clientId: anita.id, checkInDay: today });
    await useRules(app.db, { checkIn: { enabled: true, formId: form!.id, hour: 11 } });
    await twice(at(10));
    expect(await rowsOf(app.db, anita.id, 'checkIn')).toHaveLength(0);
    await twice(at(11));
    const rows = await rowsOf(app.db, anita.id, 'checkIn');
    expect(rows.map((row) => row.channel).toSorted()).toEqual(['email', 'whatsapp']);
    const sends = await app.db
      .select()
      .from(t.intakeSends)
      .where(eq(t.intakeSends.clientId, anita.id));
    expect(sends).toHaveLength(1);
    expect(rows[0]!.body).toContain(`/dashboard/client/forms/${sends[0]!.id}`);
    expect(rows[0]!.dedupeKey).toMatch(new RegExp(`^checkIn:${anita.id}:\\d{4}-W\\d\\d`));
  });

  it('sends no renewal reminder while the practice has the renewal rule off', async () => {
    const lata = await clientOf(app.db, asha.id, 'Lata');
    await purchase(app.db, lata.id, -20, 3);
    await useRules(app.db, { renewal: { enabled: false } });
    expect(await sendRenewalReminders(allChannels(app.db), at(10))).toBe(0);
    await useRules(app.db, { renewal: { enabled: true } });
    expect(await sendRenewalReminders(allChannels(app.db), at(10))).toBe(1);
  });
});
