import { schedulingMessages } from '@nourishwell/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { wallClockFromToday } from '../helpers/test-clock.ts';
import { isoWeekday } from '#api/modules/scheduling/zoned-time.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { dateIn, everyDayHours, schedulingCalls, ZONE } from './scheduling-fixtures.ts';

type Headers = Record<string, string>;

/**
 * The spec's front end sends session dates without a time ("2026-12-03"). Such a date names
 * a day (decision 019): the first free slot of her hours that day in her zone, else from
 * 09:00 on that day, never midnight UTC, where every one of them collided.
 */
describe('a date-only session date is placed on its day', () => {
  const { app, as, mine, theirs, other, post, nId } = caseloadSuite();
  const calls = schedulingCalls(app);
  const at = (days: number, hour: number, minute = 0) =>
    wallClockFromToday(ZONE, days, hour, minute);
  // Her hours: 09:00–18:00 every day (45-minute sessions, 15 minutes apart), but a single
  // slot (09:00–10:00) on the weekday of day 10, and day 12 off.
  const shortWeekday = isoWeekday(dateIn(10));
  const hours = {
    ...everyDayHours,
    weekly: everyDayHours.weekly.map((range) =>
      range.weekday === shortWeekday ? { ...range, end: '10:00' } : range,
    ),
    exceptions: [{ date: dateIn(12), available: false }],
  };
  let otherHeaders: Headers;
  let sequence = 0;

  beforeAll(async () => {
    expect((await calls.setHours(as.nutritionist.headers, hours)).statusCode).toBe(200);
    otherHeaders = bearer(await loginAs(app.app, other));
  });

  /** The nutritionist's Add New Client, as the spec's form sends it. */
  const addClient = (nextSession: string, headers: Headers = as.nutritionist.headers) => {
    sequence += 1;
    return post(
      '/api/client/add',
      {
        name: `Client ${sequence}`,
        age: 34,
        email: `day-${sequence}@example.test`,
        phone: '9876543210',
        gender: 'female',
        location: 'Pune',
        issue: 'Thyroid',
        plan: 'Thyroid Health',
        nextSession,
      },
      headers,
    );
  };
  const booked = (clientId: number) =>
    app.db
      .select()
      .from(t.appointments)
      .where(and(eq(t.appointments.clientId, clientId), eq(t.appointments.status, 'booked')))
      .orderBy(asc(t.appointments.scheduledAt));
  const startsOf = async (clientId: number) =>
    (await booked(clientId)).map((row) => row.scheduledAt.toISOString());
  const addForMine = (appointmentDate: string) =>
    post('/api/appointments/add', { appointmentDate, nId: nId(), cId: mine.id });
  const moveMine = (appointmentDate: string) =>
    post('/api/client/updateSession', { cId: mine.id, appointmentDate });
  /** The spec's "Add appointment": her next session moves to the date, then it is added. */
  const specAddAppointment = async (date: string) => {
    const moved = await moveMine(date);
    const added = await addForMine(date);
    return [moved.statusCode, added.statusCode, added.json()];
  };

  it('books two clients added with the same date-only next session in her first two free slots that day', async () => {
    const first = await addClient(dateIn(7));
    const second = await addClient(dateIn(7));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(await startsOf(first.json().id)).toEqual([at(7, 9).toISOString()]);
    expect(await startsOf(second.json().id)).toEqual([at(7, 10).toISOString()]);
    expect(second.json().nextSession).toBe(at(7, 10).toISOString());
  });

  it('books a date-only /appointments/add in her next free slot of that day', async () => {
    expect((await addForMine(dateIn(7))).statusCode).toBe(200);
    expect(await startsOf(mine.id)).toEqual([at(7, 11).toISOString()]);
  });

  it('answers 200 to the spec’s Add appointment (updateSession, then add, one instant) and keeps one session', async () => {
    const instant = at(9, 15, 30).toISOString();
    expect(await specAddAppointment(instant)).toEqual([200, 200, { message: 'Appointment added' }]);
    expect(await startsOf(mine.id)).toEqual([instant]);
  });

  it('answers 200 to the same two calls with a date-only day: the add finds the session moved there', async () => {
    expect(await specAddAppointment(dateIn(8))).toEqual([
      200,
      200,
      { message: 'Appointment added' },
    ]);
    expect(await startsOf(mine.id)).toEqual([at(8, 9).toISOString()]);
  });

  it('keeps her next session at its time when a date-only update names the day it is on', async () => {
    const afternoon = at(8, 15, 30).toISOString();
    await moveMine(afternoon);
    expect((await moveMine(dateIn(8))).statusCode).toBe(200);
    expect(await startsOf(mine.id)).toEqual([afternoon]);
  });

  it('places a day off, or a day whose hours are full, from 09:00 in her zone without a clash', async () => {
    const offA = await addClient(dateIn(12));
    const offB = await addClient(dateIn(12));
    expect(await startsOf(offA.json().id)).toEqual([at(12, 9).toISOString()]);
    expect(await startsOf(offB.json().id)).toEqual([at(12, 10).toISOString()]);
    // Day 10 has one slot of her hours: the second client goes to the next start after it.
    const shortA = await addClient(dateIn(10));
    const shortB = await addClient(dateIn(10));
    expect(await startsOf(shortA.json().id)).toEqual([at(10, 9).toISOString()]);
    expect(await startsOf(shortB.json().id)).toEqual([at(10, 10).toISOString()]);
  });

  it('places a day from 09:00 in the practice’s zone for a nutritionist without working hours', async () => {
    const response = await post(
      '/api/appointments/add',
      { appointmentDate: dateIn(5), nId: other.id, cId: theirs.id },
      otherHeaders,
    );
    expect(response.statusCode).toBe(200);
    expect(await startsOf(theirs.id)).toEqual([at(5, 9).toISOString()]);
    const added = await addClient(dateIn(5), otherHeaders);
    expect(added.statusCode).toBe(201);
    expect(await startsOf(added.json().id)).toEqual([at(5, 10).toISOString()]);
  });

  it('answers 409 when no start is left on that day, and creates nothing', async () => {
    // 09:00 to 20:00, one an hour: every 45-minute start of 09:00–21:00 with its buffer.
    for (let hour = 9; hour <= 20; hour += 1) {
      const response = await post(
        '/api/appointments/add',
        { appointmentDate: at(6, hour).toISOString(), nId: other.id, cId: theirs.id },
        otherHeaders,
      );
      expect(response.statusCode).toBe(200);
    }
    const full = await addClient(dateIn(6), otherHeaders);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: schedulingMessages.dayFull, code: 'DAY_FULL' });
    const [client] = await app.db
      .select()
      .from(t.users)
      .where(eq(t.users.email, `day-${sequence}@example.test`));
    expect(client).toBeUndefined();
  });
});
