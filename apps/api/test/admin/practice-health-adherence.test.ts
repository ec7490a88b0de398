import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceHealthSchema, type PracticeHealth, type WEEKDAYS } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { shiftIsoDate } from '#api/lib/dates.ts';
import { weekdayOf } from '#api/modules/journal/journal-dates.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { bearer, loginAs, type TestUser } from '../helpers/factories.ts';
import { appWithRoles } from '../helpers/suite.ts';
import { isoDateFromToday, resetTestClock, testClock } from '../helpers/test-clock.ts';
import { calendar, ist, seeder } from './practice-health-fixture.ts';

const zone = testConfig().defaultTimeZone;
const share = (logged: number, planned: number) => Math.round((100 * logged) / planned);

/**
 * Issue 36: the average adherence of Practice health, month by month, against her current
 * plan: which meals count as planned and as logged, for whom, and from which day. The
 * expected figures are counted here day by day from what was written.
 */
describe('practice health: average adherence', () => {
  const suite = appWithRoles();
  const { app, as, call } = suite;
  let cal = calendar('2000-01-01');
  let today = '';
  let priya = {} as TestUser;
  const read = async () => {
    const answer = await call('GET', '/api/admin/practice-health', as.admin.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    return practiceHealthSchema.strict().parse(answer.json()) as PracticeHealth;
  };
  const at = (figures: PracticeHealth, k: number) => figures.months[11 - k]!;
  /** Last month's days falling on `weekday`. */
  const lastMonthOn = (weekday: (typeof WEEKDAYS)[number]) =>
    cal.days(1).filter((day) => weekdayOf(day) === weekday);
  /** Priya's share last month: of her planned meals, those logged (`extra` more). */
  const priyaLastMonth = (extra = 0) =>
    share(
      lastMonthOn('Monday').length + 1 + extra,
      2 * lastMonthOn('Monday').length + lastMonthOn('Wednesday').length,
    );
  /** Meera joined on the 10th of last month; three of her breakfasts since. */
  const meeraLastMonth = () => share(3, cal.daysIn(1) - 9);

  beforeAll(async () => {
    testClock.set(`${isoDateFromToday(zone, 0)}T12:00:00+05:30`);
    today = isoDateFromToday(zone, 0);
    cal = calendar(today);
    const seed = seeder(app.db);
    const n = as.nutritionist.user.id;
    const longAgo = ist(cal.monthStart(13), '10:00');
    await seed.nutritionistSince(n, longAgo);

    // Priya: breakfast and lunch on Mondays, dinner on Wednesdays; her Friday snack has
    // nothing in it, so it is not planned.
    priya = await seed.client(longAgo, n);
    await seed.plan(priya.id, n, [
      { weekday: 'Monday', meal: 'breakfast' },
      { weekday: 'Monday', meal: 'lunch' },
      { weekday: 'Wednesday', meal: 'dinner' },
      { weekday: 'Friday', meal: 'snack', empty: true },
    ]);
    const mondays = lastMonthOn('Monday');
    for (const day of mondays) await seed.meal(priya.id, day, 'breakfast', 2);
    // A second breakfast that Monday is still one meal; a lunch with only a note is none.
    await seed.meal(priya.id, mondays[0]!, 'breakfast', 1);
    await seed.meal(priya.id, mondays[0]!, 'lunch', 0);
    await seed.meal(priya.id, lastMonthOn('Wednesday')[0]!, 'dinner', 1);
    // Neither a dinner on a Thursday nor her empty Friday snack was planned.
    await seed.meal(priya.id, lastMonthOn('Thursday')[0]!, 'dinner', 1);
    await seed.meal(priya.id, lastMonthOn('Friday')[0]!, 'snack', 1);
    // A lunch she logged and deleted again.
    const deleted = await seed.meal(priya.id, mondays[1]!, 'lunch', 1);
    await app.db.delete(t.journalEntries).where(eq(t.journalEntries.id, deleted));

    // Meera joined on the 10th of last month; breakfast every day. Today's breakfast counts
    // as planned once logged; one dated tomorrow (the app refuses it, a tool might not)
    // does not count at all.
    const meera = await seed.client(ist(shiftIsoDate(cal.monthStart(1), 9), '10:00'), n);
    await seed.breakfastPlan(meera.id, n);
    for (const day of [9, 10, 20])
      await seed.breakfast(meera.id, shiftIsoDate(cal.monthStart(1), day));
    await seed.breakfast(meera.id, today);
    await seed.breakfast(meera.id, shiftIsoDate(today, 1));

    // Anjali withdrew her consent: active, but left out. Sunita has no plan.
    const anjali = await seed.client(longAgo, n);
    await seed.breakfastPlan(anjali.id, n);
    for (const day of cal.days(1)) await seed.breakfast(anjali.id, day);
    await app.db
      .update(t.users)
      .set({ consentWithdrawnAt: ist(cal.monthStart(0), '09:00') })
      .where(eq(t.users.id, anjali.id));
    const sunita = await seed.client(longAgo, n);
    await seed.note(sunita.id, cal.monthStart(1));
  });
  afterAll(resetTestClock);

  it('counts each planned meal logged once a day, against the days each client could log', async () => {
    const figures = await read();
    expect(at(figures, 1).activeClients).toBe(4);
    expect(at(figures, 1).adherencePct).toBe(Math.round((priyaLastMonth() + meeraLastMonth()) / 2));
    // This month only Meera logged: every day before today planned, today's breakfast kept.
    expect(at(figures, 0).activeClients).toBe(1);
    expect(at(figures, 0).adherencePct).toBe(share(1, cal.dayOfMonth));
    expect(at(figures, 2).adherencePct).toBeNull();
  });

  it('follows her journal as she logs and deletes through the app', async () => {
    const headers = bearer(await loginAs(suite.app.app, priya));
    const second = lastMonthOn('Wednesday')[1]!;
    const logged = await call('POST', '/api/journal', headers, {
      date: second,
      meal: 'dinner',
      items: [{ text: 'Dal and rice' }],
      idempotencyKey: 'wednesday-dinner',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(at(await read(), 1).adherencePct).toBe(
      Math.round((priyaLastMonth(1) + meeraLastMonth()) / 2),
    );
    const id = logged.json<{ id: number }>().id;
    expect((await call('DELETE', `/api/journal/${id}`, headers)).statusCode).toBe(200);
    expect(at(await read(), 1).adherencePct).toBe(
      Math.round((priyaLastMonth() + meeraLastMonth()) / 2),
    );
  });
});
