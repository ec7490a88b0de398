import { beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS, journalMessages, journalSchema, type JournalDay } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { putPlan } from '../meal-plans/plan-fixtures.ts';
import { daysAgo, journalSuite } from './journal-fixtures.ts';

const weekdayOf = (date: string) => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

describe('her journal day by day (GET /api/clients/:clientId/journal)', () => {
  const { app, as, mine, theirs, heads, log, call, id, journalUrl, plannedWeek } = journalSuite();
  const habitIds = { walk: 0, sugar: 0 };

  beforeAll(async () => {
    expect((await putPlan(app, mine.id, plannedWeek(), as.nutritionist.headers)).statusCode).toBe(
      200,
    );
    const targets = await call('PUT', `/api/clients/${mine.id}/targets`, as.nutritionist.headers, {
      kcal: 1800,
      protein: 60,
      carbs: 230,
      fat: 55,
      fibre: 25,
    });
    expect(targets.statusCode).toBe(200);
    // Two days ago: breakfast and a big lunch, 1702 kcal (within 10 % of 1800).
    await log({
      date: daysAgo(2),
      meal: 'breakfast',
      items: [{ foodId: id('B001'), quantity: 30, unit: 'g' }],
    });
    await log({
      date: daysAgo(2),
      meal: 'lunch',
      items: [{ foodId: id('A015'), quantity: 3, unit: 'cup' }],
    });
    // Yesterday: breakfast only, and an unplanned snack.
    await log({ date: daysAgo(1), meal: 'breakfast', items: [{ text: 'Dosa' }] });
    await log({ date: daysAgo(1), meal: 'snack', items: [{ text: 'Banana' }] });
    await app.db.insert(t.waterLogs).values({ clientId: mine.id, date: daysAgo(1), glasses: 6 });
    await app.db.insert(t.clientTracking).values({ clientId: mine.id, waterTarget: 10 });
    const tenDaysAgo = new Date(`${daysAgo(10)}T09:00:00+05:30`);
    const [walk, sugar] = await app.db
      .insert(t.habits)
      .values([
        // Set ten days ago, as her nutritionist did when the plan began.
        { clientId: mine.id, title: 'Walk after dinner', position: 0, createdAt: tenDaysAgo },
        {
          clientId: mine.id,
          title: 'No sugar in tea',
          position: 1,
          createdAt: tenDaysAgo,
          // Retired yesterday at noon in the practice's time zone (India).
          retiredAt: new Date(`${daysAgo(1)}T12:00:00+05:30`),
        },
      ])
      .returning({ id: t.habits.id });
    habitIds.walk = walk!.id;
    habitIds.sugar = sugar!.id;
    await app.db.insert(t.habitChecks).values([
      { habitId: habitIds.walk, date: daysAgo(1) },
      { habitId: habitIds.sugar, date: daysAgo(3) },
    ]);
  });

  const read = (from: string, to: string, headers = heads.mine) =>
    call('GET', journalUrl(mine.id, from, to), headers);

  it('answers every date of the range oldest first, empty days included, in the contract’s shape', async () => {
    const response = await read(daysAgo(3), daysAgo(-1));
    expect(response.statusCode).toBe(200);
    const journal = journalSchema.strict().parse(response.json());
    expect(journal).toMatchObject({
      clientId: mine.id,
      from: daysAgo(3),
      to: daysAgo(-1),
      waterTarget: 10,
      targets: { kcal: 1800, protein: 60, carbs: 230, fat: 55, fibre: 25 },
    });
    expect(journal.days.map((d) => d.date)).toEqual([3, 2, 1, 0, -1].map(daysAgo));
    const [quiet] = journal.days;
    expect(quiet).toMatchObject({ entries: [], water: 0, eaten: { kcal: 0, protein: 0 } });
  });

  it('sums what she ate per day against the plan’s day for that weekday', async () => {
    const days = (await read(daysAgo(2), daysAgo(1))).json().days as JournalDay[];
    const [twoAgo, yesterday] = days;
    expect(twoAgo!.entries.map((e) => e.meal)).toEqual(['breakfast', 'lunch']);
    // 98.7 kcal of dal and 1603.5 of rice, rounded once.
    expect(twoAgo!.eaten.kcal).toBe(1702);
    expect(twoAgo!.planned).toMatchObject({ kcal: 633 });
    expect(twoAgo!.plannedMeals).toEqual(['breakfast', 'lunch']);
    expect(yesterday!.entries.map((e) => e.items)).toEqual([
      [{ text: 'Dosa', kind: 'text' }],
      [{ text: 'Banana', kind: 'text' }],
    ]);
    expect(yesterday!.water).toBe(6);
  });

  it('shows a habit from the day it was set through the day it was retired, as the habit write accepts', async () => {
    const days = (await read(daysAgo(3), daysAgo(0))).json().days as JournalDay[];
    const habitsOn = (i: number) => days[i]!.habits;
    expect(habitsOn(0)).toEqual([
      { id: habitIds.walk, title: 'Walk after dinner', done: false },
      { id: habitIds.sugar, title: 'No sugar in tea', done: true },
    ]);
    expect(habitsOn(1).map((h) => h.title)).toEqual(['Walk after dinner', 'No sugar in tea']);
    // Retired at noon yesterday: her morning tick could be kept, so the day still asks it.
    expect(habitsOn(2)).toEqual([
      { id: habitIds.walk, title: 'Walk after dinner', done: true },
      { id: habitIds.sugar, title: 'No sugar in tea', done: false },
    ]);
    expect(habitsOn(3)).toEqual([{ id: habitIds.walk, title: 'Walk after dinner', done: false }]);
    // Before it was set, a habit is not asked.
    const before = (await read(daysAgo(12), daysAgo(11))).json().days as JournalDay[];
    expect(before.map((d) => d.habits)).toEqual([[], []]);
  });

  it('works out adherence over the days up to today, today by what is already logged', async () => {
    const { adherence } = (await read(daysAgo(3), daysAgo(-1))).json();
    // 6 planned meals over the three complete days (today, nothing logged yet, adds none);
    // 3 logged (the snack was not planned). One complete day of three within ±10 % of 1800.
    expect(adherence).toEqual({
      mealsLoggedPct: 50,
      energyOnTargetPct: 33,
      daysLogged: 2,
      days: 4,
    });
  });

  it('lets her nutritionist read it too', async () => {
    const response = await read(daysAgo(1), daysAgo(1), as.nutritionist.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().days[0].entries).toHaveLength(2);
  });

  it('refuses a backwards range, one over 92 days and a date that is not one, with their messages', async () => {
    const cases: [string, string, string][] = [
      [daysAgo(1), daysAgo(2), journalMessages.rangeOrder],
      [daysAgo(92), daysAgo(0), journalMessages.rangeTooLong],
      ['2026-02-30', daysAgo(0), journalMessages.dateInvalid],
    ];
    for (const [from, to, message] of cases) {
      const response = await read(from, to);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const longest = await read(daysAgo(91), daysAgo(0));
    expect(longest.statusCode).toBe(200);
    expect(longest.json().days).toHaveLength(92);
  });

  it('answers 404 to another nutritionist and another client, 403 to an admin, 401 without a token', async () => {
    expect((await read(daysAgo(1), daysAgo(0), heads.other)).statusCode).toBe(404);
    expect((await read(daysAgo(1), daysAgo(0), heads.theirs)).statusCode).toBe(404);
    expect((await read(daysAgo(1), daysAgo(0), as.admin.headers)).statusCode).toBe(403);
    expect((await read(daysAgo(1), daysAgo(0), {})).statusCode).toBe(401);
    const theirsByAsha = await call(
      'GET',
      journalUrl(theirs.id, daysAgo(0), daysAgo(0)),
      as.nutritionist.headers,
    );
    expect(theirsByAsha.statusCode).toBe(404);
    const nobody = await call(
      'GET',
      journalUrl(99_999_999, daysAgo(0), daysAgo(0)),
      as.nutritionist.headers,
    );
    expect(nobody.statusCode).toBe(404);
  });

  it('answers 8 glasses and no targets until they are set', async () => {
    const response = await call('GET', journalUrl(theirs.id, daysAgo(0), daysAgo(0)), heads.theirs);
    expect(response.json()).toMatchObject({
      waterTarget: 8,
      targets: null,
      adherence: { mealsLoggedPct: null, energyOnTargetPct: null, daysLogged: 0, days: 1 },
    });
    expect(response.json().days[0]).toMatchObject({ planned: null, plannedMeals: [], habits: [] });
  });

  it('shows each write at once although the answer is kept: an entry, water and a comment', async () => {
    const today = daysAgo(0);
    const before = (await read(today, today)).json().days[0] as JournalDay;
    const logged = await log({ date: today, meal: 'dinner', items: [{ text: 'Khichdi' }] });
    expect(logged.statusCode).toBe(201);
    const water = await call('PUT', `/api/clients/${mine.id}/water/${today}`, heads.mine, {
      glasses: before.water + 2,
    });
    expect(water.statusCode).toBe(200);
    const comment = await call(
      'POST',
      `/api/journal/${logged.json().id}/comments`,
      as.nutritionist.headers,
      { text: 'Good choice for dinner.' },
    );
    expect(comment.statusCode).toBe(201);
    const after = (await read(today, today, as.nutritionist.headers)).json().days[0] as JournalDay;
    expect(after.water).toBe(before.water + 2);
    expect(after.entries).toHaveLength(before.entries.length + 1);
    const dinner = after.entries.find((e) => e.id === logged.json().id);
    expect(dinner?.comments.map((c) => c.text)).toEqual(['Good choice for dinner.']);
  });

  it('reads the plan by weekday: a weekday without items plans nothing', async () => {
    const planned = weekdayOf(daysAgo(1));
    expect(
      (await putPlan(app, mine.id, plannedWeek([planned]), as.nutritionist.headers)).statusCode,
    ).toBe(200);
    const days = (await read(daysAgo(1), daysAgo(0))).json().days as JournalDay[];
    expect(days[0]!.plannedMeals).toEqual(['breakfast', 'lunch']);
    expect(days[1]!).toMatchObject({ planned: null, plannedMeals: [] });
  });
});
