import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOURNAL_LIMITS, journalMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { day, trackingSuite } from './tracking-fixtures.ts';

const trackingUrl = (clientId: number) => `/api/clients/${clientId}/tracking`;

describe('her water target and habits, set by her nutritionist (GET/PUT /clients/:id/tracking)', () => {
  const { app, as, mine, theirs, heads, call, expectRefused, auditRows } = trackingSuite();
  type Headers = Record<string, string>;
  const put = (body: object, headers: Headers = as.nutritionist.headers) =>
    call('PUT', trackingUrl(mine.id), headers, body);
  const read = async (headers: Headers = as.nutritionist.headers) =>
    (await call('GET', trackingUrl(mine.id), headers)).json();

  it('answers the default target of 8 glasses and no habits before anything is set, to her and to her nutritionist', async () => {
    const expected = {
      clientId: mine.id,
      waterTarget: JOURNAL_LIMITS.waterTargetDefault,
      habits: [],
    };
    expect(await read(heads.herself)).toEqual(expected);
    expect(await read()).toEqual(expected);
  });

  it('saves a target and habits in the order given, with an audit row of before and after', async () => {
    const response = await put({
      waterTarget: 10,
      habits: [{ title: '20-minute walk after dinner' }, { title: ' No sugar in tea ' }],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      clientId: mine.id,
      waterTarget: 10,
      habits: [{ title: '20-minute walk after dinner' }, { title: 'No sugar in tea' }],
    });
    expect(await read(heads.herself)).toEqual(saved);
    const rows = await auditRows('client_tracking', mine.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'update',
      actorId: as.nutritionist.user.id,
      // Issue 18: the changed fields' names, never their values, and whose record.
      details: { fields: expect.arrayContaining(['habits']) },
      subjectId: mine.id,
    });
  });

  it('keeps a habit sent with its id (and its ticks), adds one without, and retires one left out', async () => {
    const [walk, sugar] = (await read()).habits as { id: number; title: string }[];
    const tick = await call(
      'PUT',
      `/api/clients/${mine.id}/habits/${walk!.id}/${day(0)}`,
      heads.herself,
      {
        done: true,
      },
    );
    expect(tick.statusCode).toBe(200);

    const response = await put({
      waterTarget: 9,
      habits: [{ id: sugar!.id, title: 'No sugar in tea or coffee' }, { title: 'Sleep by 11' }],
    });
    expect(response.statusCode).toBe(200);
    const habits = response.json().habits;
    expect(habits).toHaveLength(2);
    expect(habits[0]).toEqual({ id: sugar!.id, title: 'No sugar in tea or coffee' });
    expect(habits[1].title).toBe('Sleep by 11');
    expect(habits[1].id).not.toBe(walk!.id);

    const [retired] = await app.db.select().from(t.habits).where(eq(t.habits.id, walk!.id));
    expect(retired?.retiredAt).toBeInstanceOf(Date);
    const ticks = await app.db
      .select()
      .from(t.habitChecks)
      .where(eq(t.habitChecks.habitId, walk!.id));
    expect(ticks.map((row) => row.date)).toEqual([day(0)]);
  });

  it('answers 404 for a habit id that is not one of hers (another client’s, or one retired), and changes nothing', async () => {
    const [theirHabit] = await app.db
      .insert(t.habits)
      .values({ clientId: theirs.id, title: 'Not hers', position: 0 })
      .returning();
    const [retired] = await app.db
      .select({ id: t.habits.id })
      .from(t.habits)
      .where(eq(t.habits.title, '20-minute walk after dinner'));
    const before = await read();
    for (const id of [theirHabit!.id, retired!.id, 99_999_999]) {
      const response = await put({ waterTarget: 12, habits: [{ id, title: 'Taken over' }] });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().message).toBe(journalMessages.habitNotFound);
    }
    expect(await read()).toEqual(before);
  });

  it('refuses six habits, the same habit twice, an empty title and a target outside 1–30 with their messages', async () => {
    const url = trackingUrl(mine.id);
    const six = Array.from({ length: 6 }, (_, i) => ({ title: `Habit ${i + 1}` }));
    const { habits } = await read();
    const twice = [habits[0], { ...habits[0], title: 'Again' }];
    const cases: [object, string][] = [
      [{ waterTarget: 8, habits: six }, journalMessages.tooManyHabits],
      [{ waterTarget: 8, habits: twice }, journalMessages.habitRepeated],
      [{ waterTarget: 8, habits: [{ title: '  ' }] }, journalMessages.habitRequired],
      [{ waterTarget: 31, habits: [] }, journalMessages.waterTargetRange],
      [{ waterTarget: 0, habits: [] }, journalMessages.waterTargetRange],
    ];
    for (const [body, message] of cases)
      await expectRefused('PUT', url, as.nutritionist.headers, body, message);
  });

  it('lets her nutritionist and herself read; another nutritionist and another client get 404, an admin 403, no token 401', async () => {
    const url = trackingUrl(mine.id);
    expect((await call('GET', url, heads.otherNutritionist)).statusCode).toBe(404);
    expect((await call('GET', url, as.client.headers)).statusCode).toBe(404);
    expect((await call('GET', url, as.admin.headers)).statusCode).toBe(403);
    expect((await call('GET', url, {})).statusCode).toBe(401);
    expect((await call('GET', trackingUrl(99_999_999), as.nutritionist.headers)).statusCode).toBe(
      404,
    );
  });

  it('lets only her nutritionist set them: another nutritionist 404, the client herself and an admin 403, no token 401', async () => {
    const body = { waterTarget: 8, habits: [] };
    const url = trackingUrl(mine.id);
    expect((await call('PUT', url, heads.otherNutritionist, body)).statusCode).toBe(404);
    expect((await call('PUT', url, heads.herself, body)).statusCode).toBe(403);
    expect((await call('PUT', url, as.client.headers, body)).statusCode).toBe(403);
    expect((await call('PUT', url, as.admin.headers, body)).statusCode).toBe(403);
    expect((await call('PUT', url, {}, body)).statusCode).toBe(401);
  });
});
