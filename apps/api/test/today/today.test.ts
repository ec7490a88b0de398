import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayMessages, todayResponseSchema, type TodayItem } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { createUser } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { resetTestClock, testClock, wallClockFromToday } from '../helpers/test-clock.ts';
import { daysAgo, seed } from './today-fixtures.ts';

describe('the nutritionist’s Today list (GET /today)', () => {
  const { app, as, mine, theirs, other, nId } = caseloadSuite({ mine: 'Priya Nair' });
  const ids = { missed: 0, lab: 0, form: 0, purchase: 0, expired: 0, quiet: 0 };
  const get = async (headers = as.nutritionist.headers) => {
    const response = await app.app.inject({ method: 'GET', url: '/api/today', headers });
    expect(response.statusCode).toBe(200);
    return todayResponseSchema.parse(response.json());
  };
  const items = async () => (await get()).items;
  const mark = (payload: object, headers = as.nutritionist.headers) =>
    app.app.inject({ method: 'POST', url: '/api/today/marks', headers, payload });
  const find = (list: TodayItem[], clientId: number, reason: string) =>
    list.find((i) => i.clientId === clientId && i.reason === reason);

  beforeAll(async () => {
    const db = app.db;
    await db.update(t.clients).set({ gender: 'Female', age: 34 }).where(eq(t.clients.id, mine.id));
    // Her client has every reason at once; another nutritionist's client has the same.
    for (const [client, nutritionist] of [
      [mine.id, nId()],
      [theirs.id, other.id],
    ] as const) {
      await seed.unread(db, client, nutritionist, 3);
      const missed = await seed.session(db, client, nutritionist, daysAgo(3), 'missed');
      await seed.journal(db, client, -4);
      await seed.weights(db, client, [
        [-15, 70],
        [-8, 70.6],
        [-1, 71.2],
      ]);
      const lab = await seed.lab(db, client, 'hba1c', 7.2, -10);
      await seed.lab(db, client, 'tsh', 2, -400);
      const form = await seed.form(db, client, nutritionist, 3);
      const purchase = await seed.purchase(db, client, 5);
      if (client === mine.id) Object.assign(ids, { missed, lab, form, purchase });
    }
    // A second client of hers: a package that ran out 10 days ago, and nothing else.
    const quiet = await createUser(db, 'client', { name: 'Meera Iyer' });
    await db.update(t.clients).set({ nutritionistId: nId() }).where(eq(t.clients.id, quiet.id));
    ids.quiet = quiet.id;
    ids.expired = await seed.purchase(db, quiet.id, -10);
  });

  it('lists each reason her client needs her for, with its numbers, most pressing first', async () => {
    const list = await items();
    expect(list.filter((i) => i.clientId === mine.id).map((i) => i.reason)).toEqual([
      'unreadMessages',
      'missedNotRebooked',
      'labOutOfRange',
      'noJournal',
      'weightUp',
      'formNotCompleted',
      'retestDue',
      'packageEnding',
    ]);
    expect(find(list, mine.id, 'unreadMessages')?.detail).toEqual({ count: 3 });
    expect(find(list, mine.id, 'missedNotRebooked')?.occurrence).toBe(String(ids.missed));
    expect(find(list, mine.id, 'labOutOfRange')).toMatchObject({
      occurrence: `result:${ids.lab}`,
      detail: { tests: 'HbA1c', count: 1 },
    });
    expect(find(list, mine.id, 'noJournal')?.detail).toMatchObject({ days: 4 });
    expect(find(list, mine.id, 'weightUp')?.detail).toEqual({ gainKg: 1.2 });
    expect(find(list, mine.id, 'formNotCompleted')).toMatchObject({
      occurrence: String(ids.form),
      detail: { days: 3 },
    });
    expect(find(list, mine.id, 'retestDue')?.detail).toMatchObject({ tests: 'TSH' });
    expect(find(list, mine.id, 'packageEnding')).toMatchObject({
      occurrence: String(ids.purchase),
      detail: { days: 5, package: 'Gold' },
    });
    expect(find(list, ids.quiet, 'packageExpired')?.detail).toMatchObject({ days: 10 });
    expect(find(list, mine.id, 'unreadMessages')?.name).toBe('Priya Nair');
  });

  it('reads her weekly weigh-ins of the progress screen as weigh-ins too', async () => {
    const weekly = await createUser(app.db, 'client', { name: 'Anita Das' });
    await app.db
      .update(t.clients)
      .set({ nutritionistId: nId() })
      .where(eq(t.clients.id, weekly.id));
    await app.db.insert(t.progressEntries).values([
      { clientId: weekly.id, week: 1, weight: 64, recordedAt: daysAgo(15) },
      { clientId: weekly.id, week: 2, weight: 64.5, recordedAt: daysAgo(8) },
      { clientId: weekly.id, week: 3, weight: 65.1, recordedAt: daysAgo(1) },
    ]);
    expect(find(await items(), weekly.id, 'weightUp')?.detail).toEqual({ gainKg: 1.1 });
  });

  it('never lists another nutritionist’s clients', async () => {
    expect((await items()).some((i) => i.clientId === theirs.id)).toBe(false);
  });

  it('drops a reason once it no longer holds: a later session booked, a journal entry today', async () => {
    await seed.session(app.db, mine.id, nId(), daysAgo(-2), 'booked');
    await seed.journal(app.db, mine.id, 0);
    const list = await items();
    expect(find(list, mine.id, 'missedNotRebooked')).toBeUndefined();
    expect(find(list, mine.id, 'noJournal')).toBeUndefined();
    expect((await get()).sessions).toEqual([]);
  });

  it('hides an item marked done, and shows it again when a new occurrence comes', async () => {
    const before = find(await items(), mine.id, 'labOutOfRange')!;
    expect((await mark({ ...pick(before), action: 'done' })).json()).toEqual({
      message: todayMessages.marked,
    });
    expect(find(await items(), mine.id, 'labOutOfRange')).toBeUndefined();
    const newer = await seed.lab(app.db, mine.id, 'hba1c', 7.4, -1);
    expect(find(await items(), mine.id, 'labOutOfRange')?.occurrence).toBe(`result:${newer}`);
  });

  it('hides a snoozed item until the snooze ends', async () => {
    const item = find(await items(), mine.id, 'formNotCompleted')!;
    expect((await mark({ ...pick(item), action: 'snooze', days: 3 })).statusCode).toBe(200);
    expect(find(await items(), mine.id, 'formNotCompleted')).toBeUndefined();
    testClock.set(new Date(testClock.now().getTime() + 3 * 86_400_000 + 60_000));
    try {
      expect(find(await items(), mine.id, 'formNotCompleted')?.occurrence).toBe(item.occurrence);
    } finally {
      resetTestClock();
    }
  });

  it('shows an unsigned form once it has waited two days, with no write in between', async () => {
    testClock.set(wallClockFromToday('Asia/Kolkata', 0, 10));
    try {
      const waiting = await createUser(app.db, 'client', { name: 'Kavya Rao' });
      await app.db
        .update(t.clients)
        .set({ nutritionistId: nId() })
        .where(eq(t.clients.id, waiting.id));
      // Sent two days ago at 11:00: not yet two days at 10:00, past them at 12:00.
      await seed.form(app.db, waiting.id, nId(), 2 - 1 / 24);
      expect(find(await items(), waiting.id, 'formNotCompleted')).toBeUndefined();
      testClock.set(wallClockFromToday('Asia/Kolkata', 0, 12));
      expect(find(await items(), waiting.id, 'formNotCompleted')?.detail).toEqual({ days: 2 });
    } finally {
      resetTestClock();
    }
  });

  it('shows a session booked for today at once, with the practice’s change window as it now is', async () => {
    testClock.set(wallClockFromToday('Asia/Kolkata', 0, 10));
    try {
      const url = '/api/today?timeZone=Asia%2FKolkata';
      const read = async () => {
        const response = await app.app.inject({
          method: 'GET',
          url,
          headers: as.nutritionist.headers,
        });
        return todayResponseSchema.parse(response.json()).sessions;
      };
      expect(await read()).toEqual([]);
      const at = wallClockFromToday('Asia/Kolkata', 0, 15);
      const id = await seed.session(app.db, mine.id, nId(), at, 'booked');
      const [session] = await read();
      expect(session).toMatchObject({ id, start: at.toISOString(), clientId: mine.id });
      await app.db
        .insert(t.practiceSettings)
        .values({ id: 1, changeWindowHours: 2 })
        .onConflictDoUpdate({ target: t.practiceSettings.id, set: { changeWindowHours: 2 } });
      const [moved] = await read();
      expect(moved?.changeBefore).toBe(new Date(at.getTime() - 2 * 3_600_000).toISOString());
      await app.db.delete(t.appointments).where(eq(t.appointments.id, id));
      expect(await read()).toEqual([]);
    } finally {
      resetTestClock();
    }
  });

  it('puts an item back on her list when she undoes her mark', async () => {
    const item = find(await items(), ids.quiet, 'packageExpired')!;
    await mark({ ...pick(item), action: 'done' });
    expect(find(await items(), ids.quiet, 'packageExpired')).toBeUndefined();
    const url = `/api/today/marks/${ids.quiet}/packageExpired`;
    const undo = await app.app.inject({ method: 'DELETE', url, headers: as.nutritionist.headers });
    expect(undo.json()).toEqual({ message: todayMessages.unmarked });
    expect(find(await items(), ids.quiet, 'packageExpired')).toBeDefined();
    const again = await app.app.inject({ method: 'DELETE', url, headers: as.nutritionist.headers });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a snooze without days, a done with days and an unknown reason with 400 and the message', async () => {
    const base = { clientId: mine.id, reason: 'noJournal', occurrence: 'x' };
    const noDays = await mark({ ...base, action: 'snooze' });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json().message).toContain(todayMessages.snoozeDays);
    const withDays = await mark({ ...base, action: 'done', days: 2 });
    expect(withDays.statusCode).toBe(400);
    expect(withDays.json().message).toContain(todayMessages.noDaysForDone);
    expect((await mark({ ...base, reason: 'bored', action: 'done' })).statusCode).toBe(400);
  });

  it('answers 404 for a mark on someone else’s client, 403 to a client and an admin, 401 to nobody', async () => {
    const payload = { clientId: theirs.id, reason: 'noJournal', occurrence: 'x', action: 'done' };
    expect((await mark(payload)).statusCode).toBe(404);
    for (const role of ['client', 'admin'] as const) {
      const response = await app.app.inject({
        method: 'GET',
        url: '/api/today',
        headers: as[role].headers,
      });
      expect(response.statusCode, role).toBe(403);
      expect((await mark(payload, as[role].headers)).statusCode, role).toBe(403);
    }
    expect((await app.app.inject({ method: 'GET', url: '/api/today' })).statusCode).toBe(401);
  });
});

const pick = (item: TodayItem) => ({
  clientId: item.clientId,
  reason: item.reason,
  occurrence: item.occurrence,
});
