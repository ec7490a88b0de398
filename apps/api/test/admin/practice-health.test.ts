import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { practiceHealthSchema, type PracticeHealth } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { shiftIsoDate } from '#api/lib/dates.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { appWithRoles, expectAdminOnly } from '../helpers/suite.ts';
import { isoDateFromToday, resetTestClock, testClock } from '../helpers/test-clock.ts';
import { GOLD, PRACTICE } from '../billing/billing-fixture.ts';
import { calendar, ist, seeder } from './practice-health-fixture.ts';

const zone = testConfig().defaultTimeZone;

/**
 * Issue 36: the admin's Practice health. A practice's year is written into the tables at
 * a pinned noon in India; each month's figures are then known exactly. Months are counted
 * back from today ("k months ago"), so the file holds on any day and at any hour.
 */
describe('practice health', () => {
  const suite = appWithRoles();
  const { app, as, call } = suite;
  let today = '';
  let cal = calendar('2000-01-01');
  let figures = {} as PracticeHealth;
  let seed = seeder(suite.app.db);
  const people = {} as Record<'a' | 'b' | 'c' | 'd' | 'e', TestUser>;
  const at = (k: number) => figures.months[11 - k]!;
  const bJoined = () => ist(shiftIsoDate(cal.monthStart(3), 19), '10:00');

  beforeAll(async () => {
    testClock.set(`${isoDateFromToday(zone, 0)}T12:00:00+05:30`);
    today = isoDateFromToday(zone, 0);
    cal = calendar(today);
    seed = seeder(app.db);
    const n1 = as.nutritionist.user.id;
    const n2 = (await createUser(app.db, 'nutritionist')).id;
    const longAgo = ist(cal.monthStart(13), '10:00');
    for (const id of [n1, n2]) await seed.nutritionistSince(id, longAgo);
    await seed.joined(as.client.user.id, longAgo);
    // A joined on the 5th three months ago; one breakfast of her daily plan that month.
    people.a = await seed.client(ist(shiftIsoDate(cal.monthStart(3), 4), '10:00'), n1);
    await seed.breakfastPlan(people.a.id, n1);
    await seed.breakfast(people.a.id, shiftIsoDate(cal.monthStart(3), 9));
    // 00:10 on the 1st in India is the previous day in UTC: it counts in this month.
    await seed.held(people.a.id, n1, ist(cal.monthStart(0), '00:10'));
    await seed.held(people.a.id, n2, ist(today, '09:00'));
    // B joined with A; a note last month is her only activity.
    people.b = await seed.client(bJoined(), n1);
    await seed.note(people.b.id, cal.monthStart(1));
    // C's package ran from six months ago to the 10th of last month, not renewed.
    people.c = await seed.client(ist(cal.monthStart(6), '10:00'), n2);
    await seed.package(people.c.id, cal.monthStart(6), shiftIsoDate(cal.monthStart(1), 9));
    // D has no nutritionist: never active, though she logs and pays.
    people.d = await seed.client(ist(today, '08:00'), null);
    await seed.note(people.d.id, today);
    // E's session at 23:30 on last month's last day, in India, counts in last month.
    people.e = await seed.client(ist(cal.monthStart(1), '10:00'), n1);
    await seed.held(people.e.id, n1, ist(cal.lastDay(1), '23:30'));
    // Revenue through the billing calls: two sales paid today, one refunded.
    const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
      call(method, url, as.admin.headers, payload);
    await admin('PUT', '/api/admin/billing-settings', { ...PRACTICE, gstin: null });
    const gold = (await admin('POST', '/api/admin/packages', GOLD)).json<{ id: number }>();
    for (const clientId of [people.d.id, as.client.user.id]) {
      const sold = await admin('POST', `/api/admin/clients/${clientId}/purchases`, {
        packageId: gold.id,
        stateCode: null,
      });
      const id = sold.json<{ id: number }>().id;
      await admin('POST', `/api/admin/purchases/${id}/payments`, { method: 'cash', paidOn: today });
      if (clientId === as.client.user.id)
        await admin('POST', `/api/admin/purchases/${id}/refund`, { reason: 'Moved away' });
    }
    const answer = await call('GET', '/api/admin/practice-health', as.admin.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    figures = practiceHealthSchema.strict().parse(answer.json());
  });
  afterAll(resetTestClock);

  it('answers twelve months in the practice’s zone, ending with this one', () => {
    expect(figures.timeZone).toBe(zone);
    expect(figures.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => cal.month(11 - i)),
    );
  });

  it('counts active, new and lost clients by month', () => {
    const series = (key: 'activeClients' | 'newClients' | 'lostClients') =>
      figures.months.map((m) => m[key]);
    //                                  k = 11 … 0 months ago
    expect(series('activeClients')).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 2, 1, 3, 1]);
    expect(series('newClients')).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 2, 0, 1, 1]);
    expect(series('lostClients')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
  });

  it('keeps the share of each cohort still active 3 and 6 months on', () => {
    expect(at(0).retention3Pct).toBe(50);
    expect(at(3).retention3Pct).toBe(100);
    expect(at(0).retention6Pct).toBe(0);
    // The signed-in client joined 13 months ago and was never active since.
    expect(at(10).retention3Pct).toBe(0);
    expect(at(7).retention6Pct).toBe(0);
    // No one joined in the other months' cohorts: no figure, not 0 %.
    expect(figures.months.filter((m) => m.retention3Pct !== null)).toHaveLength(3);
    expect(figures.months.filter((m) => m.retention6Pct !== null)).toHaveLength(2);
  });

  it('averages planned meals logged over the days each active client could log', () => {
    // A: one breakfast of the days from the 5th to the month's end, three months ago.
    expect(at(3).adherencePct).toBe(Math.round(100 / (cal.daysIn(3) - 4)));
    // This month she logged nothing; today is not yet missed, so on the 1st nothing counts.
    expect(at(0).adherencePct).toBe(cal.dayOfMonth === 1 ? null : 0);
    expect(at(1).adherencePct).toBeNull();
  });

  it('divides held sessions by the nutritionists and the weeks of each month', () => {
    expect(at(0).sessionsHeld).toBe(2);
    expect(at(0).sessionsPerNutritionistWeek).toBe(Math.round((10 * 7) / cal.dayOfMonth) / 10);
    expect(at(1).sessionsHeld).toBe(1);
    expect(at(1).sessionsPerNutritionistWeek).toBe(Math.round((10 * 3.5) / cal.daysIn(1)) / 10);
    expect(at(2).sessionsPerNutritionistWeek).toBe(0);
    const since = shiftIsoDate(today, -27);
    const n1Held = [cal.monthStart(0), cal.lastDay(1)].filter((day) => day >= since).length;
    expect(figures.nutritionistsLast4Weeks).toHaveLength(2);
    expect(figures.nutritionistsLast4Weeks).toContainEqual({
      nutritionistId: as.nutritionist.user.id,
      name: as.nutritionist.user.name,
      sessionsHeld: n1Held,
      perWeek: Math.round((10 * n1Held) / 4) / 10,
    });
    expect(figures.nutritionistsLast4Weeks).toContainEqual(
      expect.objectContaining({ sessionsHeld: 1, perWeek: 0.3 }),
    );
  });

  it('counts revenue as payments less credit notes, in paise', () => {
    expect(at(0).revenuePaise).toBe(249_900);
    expect(at(1).revenuePaise).toBe(0);
  });

  it('gives the same figures as CSV, a row a month and revenue in rupees', async () => {
    const csv = await call('GET', '/api/admin/practice-health.csv', as.admin.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="nourishwell-practice-health.csv"',
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(13);
    expect(lines[0]).toBe(
      '"Month","Active clients","New clients","Lost clients (package ended, not renewed)","Retention at 3 months (%)","Retention at 6 months (%)","Average journal adherence (% planned meals logged)","Sessions held per nutritionist per week","Revenue net of credit notes (INR, rupees)"',
    );
    const now = at(0);
    expect(lines[12]).toBe(
      [
        cal.month(0),
        1,
        1,
        0,
        50,
        0,
        now.adherencePct ?? '',
        now.sessionsPerNutritionistWeek,
        '2499.00',
      ]
        .map((cell) => `"${String(cell)}"`)
        .join(','),
    );
    expect(lines[11]).toBe(
      `"${cal.month(1)}","3","1","1","","","","${at(1).sessionsPerNutritionistWeek}","0.00"`,
    );
  });

  it('gives one metric’s CSV on its own', async () => {
    const csv = await call(
      'GET',
      '/api/admin/practice-health.csv?metric=revenuePaise',
      as.admin.headers,
    );
    expect(csv.headers['content-disposition']).toContain(
      'nourishwell-practice-health-revenuePaise.csv',
    );
    expect(csv.body.split('\r\n')[0]).toBe('"Month","Revenue net of credit notes (INR, rupees)"');
    const unknown = await call(
      'GET',
      '/api/admin/practice-health.csv?metric=bogus',
      as.admin.headers,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual(expect.any(String));
  });

  it('answers the CSV after the page from the figures kept, until a table they come from changes', async () => {
    const newThisMonth = async () => {
      const csv = await call('GET', '/api/admin/practice-health.csv', as.admin.headers);
      return csv.body.trimEnd().split('\r\n')[12]!.split(',')[2];
    };
    // B's account dated today where the change triggers do not see it (replication role).
    const redateUnseen = (at: Date) =>
      app.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(t.users).set({ createdAt: at }).where(eq(t.users.id, people.b.id));
      });
    // The cache keeps answers once it hears the database's changes: until then, retry.
    await vi.waitFor(async () => {
      await redateUnseen(bJoined());
      await call('GET', '/api/admin/practice-health', as.admin.headers);
      await redateUnseen(ist(today, '09:30'));
      expect(await newThisMonth()).toBe('"1"');
    });
    // A journal entry is a change the figures come from: the CSV is counted again.
    await seed.note(people.e.id, today);
    expect(await newThisMonth()).toBe('"2"');
  });

  it('is the admin’s alone', async () => {
    await expectAdminOnly(suite, [
      ['GET', '/api/admin/practice-health'],
      ['GET', '/api/admin/practice-health.csv'],
    ]);
  });
});
